"""Exports: the PDF protocol (fpdf2, imported only when a PDF is made), CSV and JSON."""
