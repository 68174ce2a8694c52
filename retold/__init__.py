"""Retold shared kernel: contracts, configuration, hashing, adapters, client and CLI.

Services import this package; this package imports no service.
"""

__version__ = "0.1.0"
