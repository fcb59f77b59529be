package retryafter

import "testing"

func BenchmarkQueued(b *testing.B) {
	c := DefaultConfig()
	c.ProcessingMS["llama-70b"] = 8000
	b.ReportAllocs()
	for i := range b.N {
		c.Queued("llama-70b", i&0xffff, 12.5)
	}
}

func BenchmarkFinalize(b *testing.B) {
	c := DefaultConfig()
	b.ReportAllocs()
	for i := range b.N {
		c.Finalize(int64(i))
	}
}
