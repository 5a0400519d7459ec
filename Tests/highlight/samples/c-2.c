struct node {
    int value;
    struct node *next;
};

// Reverses a list in place.
struct node *reverse(struct node *head) {
    struct node *previous = NULL;
    while (head != NULL) {
        struct node *next = head->next;
        head->next = previous;
        previous = head;
        head = next;
    }
    return previous;
}

unsigned int mask = 0xFF00u;
double scale = 1.5e-3;
