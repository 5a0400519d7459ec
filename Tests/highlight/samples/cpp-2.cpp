template <typename T>
T clamp(T value, T low, T high) {
    if (value < low) return low;
    if (value > high) return high;
    return value;
}

// A fixed-size buffer.
struct Buffer {
    static constexpr size_t capacity = 1024;
    char data[capacity];
    size_t used = 0;
};

auto ratio = clamp(0.5, 0.0, 1.0);
const char *greeting = "hello\tworld";
