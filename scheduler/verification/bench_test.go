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
