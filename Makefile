# Retold: every README command is a target here.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

PROTOS := $(wildcard protos/retold/v1/*.proto)

.PHONY: help setup protos check-protos run up demo test bench bundle clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN{FS=":.*## "}{printf "  %-14s %s\n", $$1, $$2}'

$(STAMP): requirements.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -r requirements.txt
	$(PY) -m pip install --quiet --no-deps -e .
	$(PY) -m retold.quantize
	touch $(STAMP)

setup: $(STAMP) ## create .venv and install everything (torch CPU build first)

protos: $(STAMP) ## generate Python code and typed stubs from protos/
	$(PY) -m grpc_tools.protoc -I protos --python_out=. --pyi_out=. --grpc_python_out=. $(PROTOS)
	touch retold/v1/__init__.py

check-protos: $(STAMP) ## fail when the committed generated code is stale
	$(PY) -m pytest -q tests/test_protos.py

run: setup protos ## start the stack, run the demo, keep serving until Ctrl-C
	$(VENV)/bin/retold up --demo

up: setup ## start the stack without the demo
	$(VENV)/bin/retold up

demo: setup ## run the demo against a running stack
	$(VENV)/bin/retold demo

test: setup ## run the test suite
	$(PY) -m pytest -q

bench: setup ## run the benchmarks (JSON + plots in benchmarks/results/)
	$(PY) -m benchmarks.run_all

clean: ## remove the venv and local data
	rm -rf $(VENV) .retold

bundle: setup ## re-freeze bundles/local-default.json from the identities the services report
	$(VENV)/bin/retold bundle freeze bundles/local-default.json --start
