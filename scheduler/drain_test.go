package scheduler

import (
	"maps"
	"testing"
)

func TestFoldDrain(t *testing.T) {
	for _, c := range []struct {
		name      string
		drain     map[string]float64
		completed map[string]int
		active    map[string]bool
		secs      float64
		want      map[string]float64
	}{
		{"first completion starts from the default", map[string]float64{}, map[string]int{"a": 4}, map[string]bool{"a": true}, 2,
			map[string]float64{"a": 0.5*2 + 0.5*10}},
		{"no completion yet: no entry (the default applies)", map[string]float64{}, map[string]int{}, map[string]bool{"a": true}, 2,
			map[string]float64{}},
		{"a measured model folds its rate in, even 0", map[string]float64{"a": 8}, map[string]int{}, map[string]bool{"a": true}, 2,
			map[string]float64{"a": 4}},
		{"a model without work is forgotten", map[string]float64{"a": 8, "b": 3}, map[string]int{"b": 2}, map[string]bool{"b": true}, 1,
			map[string]float64{"b": 0.5*2 + 0.5*3}},
		{"no time passed: nothing changes", map[string]float64{"a": 8}, map[string]int{"a": 100}, map[string]bool{}, 0,
			map[string]float64{"a": 8}},
	} {
		FoldDrain(c.drain, c.completed, c.active, c.secs, 0.5, 10)
		if !maps.Equal(c.drain, c.want) {
			t.Errorf("%s: %v, want %v", c.name, c.drain, c.want)
		}
	}
}
