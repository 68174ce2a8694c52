"""Benchmarks: each module with a ``main(argv)`` writes ``benchmarks/results/<name>.json`` and a plot.
Run them all with ``make bench`` (``python -m benchmarks.run_all``)."""
