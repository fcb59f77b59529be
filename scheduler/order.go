package scheduler

import (
	"math"
	"slices"
)

// byScore returns the indices of scores in the queue's order: the highest score first,
// equal scores (cmpFloat: −0 = +0, NaN last) in tie's order. It is
//
//	slices.SortFunc(i, func(a, b) { cmpFloat(scores[b], scores[a]) or tie(a, b) })
//
// for a total order tie (TestByScoreIsTheSort), done as a radix sort of the scores'
// order-preserving bits with the ties sorted apart: the queue of a round is sorted once
// per plan, and a comparison sort was a fifth of a seed-mode plan.
func byScore(scores []float64, tie func(a, b int32) int) []int32 {
	n := len(scores)
	keys, idx := make([]uint64, n), make([]int32, n)
	for i, f := range scores {
		keys[i], idx[i] = ^orderBits(f), int32(i)
	}
	radixSort(keys, idx)
	for i := 0; i < n; {
		j := i + 1
		for j < n && keys[j] == keys[i] {
			j++
		}
		if j-i > 1 {
			slices.SortFunc(idx[i:j], tie)
		}
		i = j
	}
	return idx
}

// orderBits maps f to a uint64 in cmpFloat's order: NaN first (0), −0 and +0 alike.
func orderBits(f float64) uint64 {
	switch {
	case f != f:
		return 0 // below −Inf's bits, which are at least 1<<52 − 1
	case f == 0:
		f = 0
	}
	b := math.Float64bits(f)
	if b>>63 != 0 {
		return ^b
	}
	return b | 1<<63
}

// radixSort sorts keys ascending, stably, carrying idx along: a pass of a byte for
// each byte the keys do not all share, none when they are in order already.
func radixSort(keys []uint64, idx []int32) {
	n := len(keys)
	if n < 2 {
		return
	}
	if slices.IsSorted(keys) {
		return
	}
	var count [8][257]int
	for _, k := range keys {
		for b := range 8 {
			count[b][(k>>(8*b))&0xff+1]++
		}
	}
	tk, ti := make([]uint64, n), make([]int32, n)
	for b := range 8 {
		c, shift := &count[b], uint(8*b)
		if c[(keys[0]>>shift)&0xff+1] == n {
			continue // every key has this byte
		}
		for d := 1; d < 257; d++ {
			c[d] += c[d-1]
		}
		for i, k := range keys {
			d := (k >> shift) & 0xff
			tk[c[d]], ti[c[d]] = k, idx[i]
			c[d]++
		}
		copy(keys, tk)
		copy(idx, ti)
	}
}
