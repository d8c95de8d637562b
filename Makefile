# The README's two commands: `make start` (the whole product, embedded topology, demo data) and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PORT ?= 3000
# Everything make starts runs on the Node.js the lock file installs (decision 098); the machine's own Node.js only
# runs the first install.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)

help:
	@echo "make start         run Clipwerk on http://localhost:$(PORT) (embedded: one process, demo data)"
	@echo "make test          run every test; ends with 'N passed, N failed'"
	@echo "make distributed   run each service as its own process (REPLICAS=payments=2,gateway=2 for more; see docker-compose.yml)"
	@echo "make dev           hot reload for the web client (backend: make start in another terminal)"
	@echo "make bench         run the benchmarks in bench/ and print their figures"
	@echo "make lint          eslint + layer rules"

# Installs only when the lock file or a patch of an installed package changed (patches apply on npm ci).
node_modules/.package-lock.json: package.json package-lock.json $(wildcard infra/patches/*.patch)
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.package-lock.json

# Each front end is rebuilt only when its sources (or the design system's) changed, so a second start is quick.
# What every front end compiles in besides its own sources: the design system, the shell's shared SDK and the
# prerender package (source packages, with no build of their own).
SHARED_SOURCES := $(shell find frontends/ui/src frontends/shell/src/sdk frontends/shell/src/shared frontends/prerender/src -type f 2>/dev/null) frontends/shell/federation.shared.mjs frontends/shell/remote.config.mjs frontends/shell/precompress.mjs frontends/prerender/build.mjs
define frontend
frontends/$(1)/dist/.built: $$(shell find frontends/$(1)/src -type f 2>/dev/null) $$(wildcard frontends/$(1)/*.config.* frontends/$(1)/*.mjs) $$(SHARED_SOURCES) | install
	npm run build -w frontends/$(1)
	@touch $$@
endef
FRONTENDS := $(notdir $(patsubst %/package.json,%,$(wildcard frontends/*/package.json)))
SOURCE_PACKAGES := ui prerender
BUILT_FRONTENDS := $(foreach f,$(filter-out $(SOURCE_PACKAGES),$(FRONTENDS)),frontends/$(f)/dist/.built)
$(foreach f,$(filter-out $(SOURCE_PACKAGES),$(FRONTENDS)),$(eval $(call frontend,$(f))))

build-backend: install
	npm run build:proto
	npm run build:backend

build: build-backend $(BUILT_FRONTENDS)

start: build
	# The demo shortens the creator's 7-day hold to minutes, so a payout is released while you watch; likewise the
	# company's review window (3 minutes) and the final payment's due date (5 minutes after approval).
	SEED_DEMO_DATA=$${SEED_DEMO_DATA:-true} PAYOUT_HOLD_MINUTES=$${PAYOUT_HOLD_MINUTES-2} \
	  PAYOUT_RELEASE_INTERVAL_MS=$${PAYOUT_RELEASE_INTERVAL_MS:-15000} \
	  REVIEW_WINDOW_MINUTES=$${REVIEW_WINDOW_MINUTES:-3} FINAL_PAYMENT_DUE_MINUTES=$${FINAL_PAYMENT_DUE_MINUTES:-5} \
	  DEADLINE_INTERVAL_MS=$${DEADLINE_INTERVAL_MS:-10000} \
	  FINAL_PAYMENT_DEADLINE_INTERVAL_MS=$${FINAL_PAYMENT_DEADLINE_INTERVAL_MS:-10000} PORT=$(PORT) node gateway/dist/main.js

distributed: build
	bash scripts/run-distributed.sh

dev: install
	npm run dev -w @clipwerk/shell

# The Debian packages for the servers and the browser the tests start (installed when root, else named).
system-packages:
	bash scripts/system-packages.sh

test: install system-packages
	bash scripts/test.sh

bench: build
	bash bench/run-all.sh

lint: install
	npm run lint

.PHONY: help install system-packages build build-backend start distributed dev test bench lint
