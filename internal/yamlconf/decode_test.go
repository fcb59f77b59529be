package yamlconf

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/validate"
)

type inner struct {
	N int           `yaml:"n"`
	D time.Duration `yaml:"d"`
}

type shape struct {
	Name   string           `yaml:"name"`
	Inner  inner            `yaml:"inner"`
	List   []inner          `yaml:"list"`
	Table  map[string]inner `yaml:"table"`
	Ptr    *int             `yaml:"ptr"`
	Shared inner            `yaml:",inline"`
	Keep   []string         `yaml:"keep"`
}

func TestDecodeKeepsDefaultsAndDecodesNestedShapes(t *testing.T) {
	s := shape{Name: "default", Inner: inner{N: 7}, Keep: []string{"a"}, Table: map[string]inner{"old": {N: 1}}}
	src := "inner: {d: 2s}\nlist:\n  - {n: 1}\n  - &x {n: 2}\ntable: {new: *x}\nptr: 5\nn: 9\n"
	pos, err := Decode([]byte(src), &s)
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "default" || s.Inner != (inner{N: 7, D: 2 * time.Second}) || len(s.List) != 2 || s.List[1].N != 2 ||
		s.Table["new"].N != 2 || s.Table["old"].N != 1 || *s.Ptr != 5 || s.Shared.N != 9 || s.Keep[0] != "a" {
		t.Fatalf("decoded %+v", s)
	}
	if pos["list[1]"] != 4 || pos["inner.d"] != 1 || pos["table.new"] != 5 {
		t.Fatalf("positions %v", pos)
	}
}

func TestDecodeReportsEveryProblemWithPathAndLine(t *testing.T) {
	var s shape
	src := "nmae: x\ninner:\n  n: many\n  d: soon\nlist:\n  - {n: 1, m: 2}\ntable: {a: {n: [1]}}\nptr: {}\n"
	_, err := Decode([]byte(src), &s)
	want := []string{
		`line 1: nmae: unknown key (did you mean "name"?)`,
		`line 3: inner.n: want an integer, got "many"`,
		`line 4: inner.d: want a duration such as "30s" or "250ms", got "soon"`,
		`line 6: list[0].m: unknown key`,
		`line 7: table.a.n: want an integer, got a list`,
		`line 8: ptr: want an integer, got a mapping`,
	}
	for _, w := range want {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("error\n%v\nlacks\n%s", err, w)
		}
	}
	if n := len(validate.Flatten(err)); n != len(want) {
		t.Errorf("%d problems, want %d:\n%v", n, len(want), err)
	}
}

func TestAnnotateUsesTheNearestKeyInTheFile(t *testing.T) {
	pos := Positions{"a": 1, "a.b": 2}
	err := pos.Annotate(errors.Join(&validate.FieldError{Path: "a.b.c", Msg: "x"}, &validate.FieldError{Path: "z", Msg: "y"}))
	if got := err.Error(); got != "line 2: a.b.c: x\nz: y" {
		t.Fatalf("got %q", got)
	}
}

func TestSyntaxErrorIsOneProblemWithItsLine(t *testing.T) {
	var s shape
	_, err := Decode([]byte("inner:\n  n: 1\n\tbad"), &s)
	if err == nil || !strings.Contains(err.Error(), "line 2: not valid YAML") {
		t.Fatalf("got %v", err)
	}
}
