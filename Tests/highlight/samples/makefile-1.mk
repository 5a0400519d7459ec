# Builds and tests foldmark.
PREFIX ?= /usr/local
BUILD = .build/release
SWIFT := swift

.PHONY: all test install clean

all:
	$(SWIFT) build -c release

test:
	$(SWIFT) test

install: all
	install -d $(PREFIX)/bin
	install $(BUILD)/foldmark $(PREFIX)/bin/

clean:
	rm -rf .build
