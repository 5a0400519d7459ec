#include <iostream>
#include <vector>
#include <string>

namespace text {

class Counter {
public:
    explicit Counter(std::string name) : name_(std::move(name)) {}

    void add(int value) { values_.push_back(value); }

    int total() const {
        int sum = 0;
        for (auto value : values_) sum += value;
        return sum;
    }

private:
    std::string name_;
    std::vector<int> values_;
};

}  // namespace text

int main() {
    text::Counter counter("lines");
    counter.add(42);
    std::cout << "total: " << counter.total() << std::endl;
    return 0;
}
