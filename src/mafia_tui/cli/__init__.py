"""The headless verbs of the command line (``replay``, ``export``, ``blank``, ``standings``):
peers of the UI on top of the session, storage and export layers."""
