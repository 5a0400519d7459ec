// A counter that can only go up.
class Counter(private var count: Int = 0) {
    fun increment(by: Int = 1): Int {
        require(by > 0) { "step must be positive" }
        count += by
        return count
    }

    override fun toString() = "Counter(${count})"
}

val limit = 0xFF
val ratio = 2.5
var enabled = true
