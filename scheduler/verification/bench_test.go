package verification

import (
	"strconv"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

func BenchmarkDraw(b *testing.B) {
	c := DefaultConfig()
	c.ComparableModels = []string{"m"}
	var bh [32]byte
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		bh[0] = byte(i)
		_, _, _ = c.Draw("m", "", Standing{}, bh, "123456789", nil)
	}
}

func BenchmarkVerifiers(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		ws := make([]scheduler.Worker, n)
		for i := range ws {
			ws[i] = scheduler.Worker{ID: "0x" + strconv.Itoa(i), Models: []string{"m"}, FreeMemoryMB: 1000, StakeWei: scheduler.NewWei(1)}
		}
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Verifiers(ws, "m", "", "", 10, [32]byte{1}, func(id string) bool { return id == "0x0" })
			}
		})
	}
}

// BenchmarkRouteClasses is what the routing rule costs a round: every worker serves the
// class model, one in ten in a class of its own (taken from it, so copied).
func BenchmarkRouteClasses(b *testing.B) {
	c := DefaultConfig()
	c.ClassModels = []string{"m"}
	for _, n := range []int{100, 1000, 10000} {
		ws := make([]scheduler.Worker, n)
		for i := range ws {
			class := "h100|vllm|0.11.0|bf16|1|true"
			if i%10 == 0 {
				class = "unique " + strconv.Itoa(i)
			}
			ws[i] = scheduler.Worker{ID: "0x" + strconv.Itoa(i), Models: []string{"m", "n"}, FreeMemoryMB: 1000, StakeWei: scheduler.NewWei(1),
				Determinism: map[string]string{"m": class}}
		}
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.RouteClasses(ws)
			}
		})
	}
}
