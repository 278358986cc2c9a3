"""The judge's screen: the Textual app, its screens and widgets; the only layer that imports
Textual or Rich."""
