// PrefixSumTree: a Fenwick tree of lengths, so a list layout finds a row's offset and the row at an
// offset in O(log n), and changes one row's height (self-sizing) in O(log n).
import Foundation

/// Lengths `0..<count` with prefix sums, point updates and offset search in logarithmic time.
struct PrefixSumTree {
    private var tree: [CGFloat]
    private(set) var values: [CGFloat]

    /// A tree over `values` (built in linear time).
    init(_ values: [CGFloat]) {
        self.values = values
        tree = [0] + values
        let count = values.count
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
            index += 1
        }
    }

    var count: Int { values.count }

    /// The sum of all values.
    var total: CGFloat { prefixSum(count) }

    /// The sum of the first `end` values.
    func prefixSum(_ end: Int) -> CGFloat {
        var sum: CGFloat = 0
        var index = Swift.min(end, values.count)
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// Sets value `index` to `value`.
    mutating func set(_ index: Int, to value: CGFloat) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The index of the value whose span `[prefixSum(i), prefixSum(i + 1))` contains `offset`: the
    /// number of values whose running sum stays at or below `offset` (clamped to `count - 1`; 0 for
    /// offsets before the start). Zero-length values are skipped over.
    func index(containing offset: CGFloat) -> Int {
        guard !values.isEmpty else { return 0 }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= values.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= values.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return Swift.min(position, values.count - 1)
    }
}
