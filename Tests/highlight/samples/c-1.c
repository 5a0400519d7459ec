#include <stdio.h>
#include <stdlib.h>

#define BUFFER_SIZE 4096

/* Counts the lines of a file. */
static long count_lines(FILE *file) {
    char buffer[BUFFER_SIZE];
    long lines = 0;
    size_t read;
    while ((read = fread(buffer, 1, sizeof buffer, file)) > 0) {
        for (size_t i = 0; i < read; i++) {
            if (buffer[i] == '\n') lines++;
        }
    }
    return lines;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 1;
    }
    FILE *file = fopen(argv[1], "rb");
    printf("%ld\n", count_lines(file));
    return 0;
}
