package retryafter_test

import (
	"fmt"

	"github.com/infersched/infersched/scheduler/retryafter"
)

func ExampleConfig_Queued() {
	c := retryafter.DefaultConfig() // P 2000 ms, T 250 ms, margin 0.2, clamp [1, 300]
	for _, p := range []int{0, 100, 10_000} {
		eta, retry := c.Queued("llama-8b", p, 20) // 20 assignments/s
		fmt.Printf("position %d: eta %d ms, Retry-After %d s\n", p, eta, retry)
	}
	_, retry := c.Queued("llama-8b", 5, 0) // nothing draining
	fmt.Println("no drain:", retry)
	// Output:
	// position 0: eta 2250 ms, Retry-After 3 s
	// position 100: eta 7250 ms, Retry-After 9 s
	// position 10000: eta 502250 ms, Retry-After 300 s
	// no drain: 300
}

func ExampleCapToDeadline() {
	// 1.5 s to the deadline: poll after 2 s, half a second past it, when the request
	// is final (expired or done), not after the 9 s the estimate said.
	fmt.Println(retryafter.CapToDeadline(9, 10_000, 11_500))
	// Output: 2
}
