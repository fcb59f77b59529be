package scheduler

import (
	"cmp"
	"math/big"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// genResidentSnapshot is genSnapshot with residency and tie-breaks drawn too: workers
// warm for some of their models (cold ones with load times and weights), per-model
// latencies alike or −0, stakes above 2⁶⁴, and the workers out of id order.
func genResidentSnapshot(t *rapid.T) *Snapshot {
	s := genSnapshot(t, 30, 40)
	huge := new(big.Int).Lsh(big.NewInt(3), 70)
	for i := range s.Workers {
		w := &s.Workers[i]
		switch rapid.IntRange(0, 4).Draw(t, "stakekind") {
		case 0:
			w.StakeWei = WeiFromBig(huge)
		case 1:
			w.StakeWei = WeiFromBig(new(big.Int).Add(huge, big.NewInt(1e18)))
		case 2:
			w.StakeWei = NewWei(0)
		}
		if rapid.Bool().Draw(t, "latencies") {
			w.ModelLatencyMS = map[string]float64{}
			for _, m := range w.Models {
				w.ModelLatencyMS[m] = rapid.SampledFrom([]float64{0, 100, 100, 2000}).Draw(t, "p50")
			}
		}
		if rapid.Bool().Draw(t, "resident") {
			w.WarmModels = []string{}
			w.ModelLoadMS, w.ModelMemoryMB = map[string]int64{}, map[string]int64{}
			for _, m := range w.Models {
				if rapid.Bool().Draw(t, "warm") {
					w.WarmModels = append(w.WarmModels, m)
					continue
				}
				w.ModelLoadMS[m] = rapid.SampledFrom([]int64{0, 1900, 20_000}).Draw(t, "load")
				w.ModelMemoryMB[m] = rapid.SampledFrom([]int64{0, 4000, 8000}).Draw(t, "weights")
			}
		}
		w.DispatchMS = rapid.SampledFrom([]float64{0, 0, 100, 20}).Draw(t, "dispatch")
	}
	if rapid.Bool().Draw(t, "shuffle") {
		s = shuffled(s, rapid.Uint64().Draw(t, "order"))
	}
	if err := s.Validate(); err != nil {
		t.Fatalf("generated snapshot: %v", err)
	}
	return s
}

// The index's members are in the order the comparator below (a plain transcription of
// the rule: estimate, warm first, larger stake, lower id) sorts them in, and every
// placement holds what the worker's record says of the model: the radix sorts and the
// values read ahead change nothing a round decides.
func TestIndexOrderIsTheComparatorsOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, cfg := genResidentSnapshot(t), genConfig(t)
		p := newPlanner(s, &cfg, nil)
		p.score()
		p.index()
		for _, m := range p.models {
			m.each(func(c *modelIndex) { checkIndexOrder(t, p, c) })
		}
	})
}

func checkIndexOrder(t *rapid.T, p *planner, m *modelIndex) {
	type member struct {
		w    int32
		est  float64
		cold bool
	}
	want := make([]member, len(m.members))
	for i, w := range m.members {
		want[i].w = w
		want[i].est, want[i].cold = p.estimate(m, w)
	}
	slices.SortFunc(want, func(a, b member) int {
		if c := cmpFloat(a.est, b.est); c != 0 {
			return c
		}
		if a.cold != b.cold {
			if a.cold {
				return 1
			}
			return -1
		}
		wa, wb := &p.s.Workers[a.w], &p.s.Workers[b.w]
		if !p.seed {
			if c := wb.StakeWei.Cmp(&wa.StakeWei.Int); c != 0 {
				return c
			}
		}
		return cmp.Compare(wa.ID, wb.ID)
	})
	for i, x := range want {
		if m.members[i] != x.w || m.est[i] != x.est || m.isCold(i) != x.cold {
			t.Fatalf("model %q position %d: worker %d (est %v, cold %v), want %d (est %v, cold %v)",
				m.name, i, m.members[i], m.est[i], m.isCold(i), x.w, x.est, x.cold)
		}
		wk := &p.s.Workers[x.w]
		pl := p.placementOf(x.w, m)
		if pl == nil || pl.pos != i {
			t.Fatalf("model %q: worker %d has no placement at %d", m.name, x.w, i)
		}
		var load int64
		if x.cold {
			load = wk.ModelMemoryMB[m.name]
		}
		open := wk.OpenBatch[m.name]
		if p.seed {
			open = 0
		}
		if pl.loadMB != load || pl.open != open {
			t.Fatalf("model %q worker %d: placement load %d open %d, want %d and %d", m.name, x.w, pl.loadMB, pl.open, load, open)
		}
		if m.batching && (pl.key != p.shareOf(int(x.w), pl) || pl.live != (p.leafAt(int(x.w), pl) >= 0)) {
			t.Fatalf("model %q worker %d: bucket %d live %v, want %d and %v", m.name, x.w, pl.key, pl.live, p.shareOf(int(x.w), pl), p.leafAt(int(x.w), pl) >= 0)
		}
		v, regular := p.leafAt(int(x.w), pl), !p.probation[x.w]
		checkLeaf(t, m.all, i, v, regular, "all")
		for key, b := range m.buckets {
			if key == pl.key && pl.live {
				checkLeaf(t, b, i, v, regular, "bucket")
			} else {
				checkLeaf(t, b, i, -1, false, "bucket")
			}
		}
	}
}

// checkLeaf checks that latency position i of tree b holds v (and regular).
func checkLeaf(t *rapid.T, b *maxTree, i int, v int64, regular bool, name string) {
	want := stored(v)
	wantReg := want
	if !regular {
		wantReg = 0
	}
	var all, reg int32
	if b.ord != nil {
		x := &b.nd[int(b.ord.rank[i])+b.size]
		all, reg = x[all4], x[reg4]
	} else {
		all, reg = b.all[i+b.size], b.reg[i+b.size]
	}
	if all != want || reg != wantReg {
		t.Fatalf("%s tree, position %d: leaf %d/%d, want %d/%d", name, i, all, reg, want, wantReg)
	}
}

// placementOf is worker w's placement in class m, nil if none.
func (p *planner) placementOf(w int32, m *modelIndex) *placement {
	for i := range p.place[w] {
		if p.place[w][i].model == m {
			return &p.place[w][i]
		}
	}
	return nil
}

// The ranks are tieBefore's order, whatever the order of the workers in the snapshot.
func TestTieRanksAreTieBefore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genResidentSnapshot(t)
		cfg := DefaultConfig()
		cfg.Routing.SeedMode = rapid.Bool().Draw(t, "seedmode")
		p := newPlanner(s, &cfg, nil)
		placed := make([]int32, len(s.Workers))
		for w := range placed {
			placed[w] = int32(rapid.IntRange(0, 2).Draw(t, "placed"))
		}
		rank := p.tieRanks(placed)
		for a := range s.Workers {
			for b := range s.Workers {
				if placed[a] == 0 || placed[b] == 0 {
					continue
				}
				if before := p.tieBefore(int32(a), int32(b)); before != (rank[a] < rank[b]) {
					t.Fatalf("workers %s and %s: tieBefore %v, ranks %d and %d", s.Workers[a].ID, s.Workers[b].ID, before, rank[a], rank[b])
				}
			}
		}
	})
}

// radixSort is a stable sort by key.
func TestRadixSortIsAStableSort(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		keys := rapid.SliceOf(rapid.SampledFrom([]uint64{0, 1, 255, 256, 1 << 40, 1<<40 | 7, 1 << 63, ^uint64(0)})).Draw(t, "keys")
		idx := make([]int32, len(keys))
		type kv struct {
			k uint64
			i int32
		}
		want := make([]kv, len(keys))
		for i, k := range keys {
			idx[i], want[i] = int32(i), kv{k, int32(i)}
		}
		slices.SortStableFunc(want, func(a, b kv) int { return cmp.Compare(a.k, b.k) })
		radixSort(keys, idx)
		for i := range want {
			if keys[i] != want[i].k || idx[i] != want[i].i {
				t.Fatalf("at %d: %d (%d), want %d (%d)", i, keys[i], idx[i], want[i].k, want[i].i)
			}
		}
	})
}
