SOURCES := $(wildcard src/*.c)
OBJECTS = $(SOURCES:.c=.o)
CFLAGS += -O2 -Wall

site: $(OBJECTS)
	$(CC) $(CFLAGS) -o $@ $^

%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@
