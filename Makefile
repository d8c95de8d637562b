# The two commands of the README: `make start` (whole product, embedded topology, demo data) and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help

help:
	@echo "make start   run Clipwerk on http://localhost:$${PORT:-3000} (embedded: one process, demo data)"
	@echo "make test    run every test; ends with 'N passed, N failed'"
	@echo "make dev     hot reload for the web client (backend via make start)"
	@echo "make bench   run the benchmarks in bench/"

node_modules/.package-lock.json: package.json package-lock.json
	npm ci
	@touch $@

install: node_modules/.package-lock.json

build: install
	npm run build

start: build
	node gateway/dist/main.js

test: install
	bash scripts/test.sh

.PHONY: help install build start test dev bench
