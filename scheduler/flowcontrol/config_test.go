package flowcontrol

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

func TestDefaultConfigValid(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("DefaultConfig().Validate() = %v", err)
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Config)
		want   []string
	}{
		{"negative rate", func(c *Config) { c.Node.Requests.PerSecond = -1 },
			[]string{"node.requests.per_second: must be a finite number ≥ 0 (0 = unlimited), got -1"}},
		{"NaN rate", func(c *Config) { c.Group.Bytes.PerSecond = math.NaN() },
			[]string{"group.bytes.per_second: must be a finite number ≥ 0 (0 = unlimited), got NaN"}},
		{"infinite rate", func(c *Config) { c.Requester.PerSecond = math.Inf(1) },
			[]string{"requester.per_second: must be a finite number ≥ 0 (0 = unlimited), got +Inf"}},
		{"zero burst with a rate", func(c *Config) { c.Node.Bytes = Limit{PerSecond: 100} },
			[]string{"node.bytes.burst: must be at least 1 when per_second is set, got 0"}},
		{"negative burst when unlimited", func(c *Config) { c.Group.Bytes = Limit{Burst: -1} },
			[]string{"group.bytes.burst: must not be negative, got -1"}},
		{"bad override", func(c *Config) {
			c.GroupOverrides = map[string]Limits{"llama": {Requests: Limit{PerSecond: 5, Burst: 0}}, "": {}}
		}, []string{
			"group_overrides: model names must not be empty",
			"group_overrides.llama.requests.burst: must be at least 1 when per_second is set, got 0",
		}},
		{"bounds", func(c *Config) { c.MaxRequesters, c.MaxGroups = 0, -1 }, []string{
			"max_groups: must be at least 1, got -1",
			"max_requesters: must be at least 1, got 0",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig()
			tc.change(&c)
			err := c.Validate()
			if err == nil {
				t.Fatalf("Validate() = nil, want %q", tc.want)
			}
			if got := strings.Split(err.Error(), "\n"); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("Validate() =\n%s\nwant\n%s", err, strings.Join(tc.want, "\n"))
			}
		})
	}
}

func TestConfigYAML(t *testing.T) {
	const in = `
node:
  requests: {per_second: 500, burst: 1000}
  bytes: {per_second: 1048576, burst: 2097152}
group:
  requests: {per_second: 50, burst: 100}
group_overrides:
  llama-70b:
    requests: {per_second: 5, burst: 10}
    bytes: {per_second: 65536, burst: 65536}
requester: {per_second: 2, burst: 4}
max_requesters: 1000
max_groups: 100
`
	var c Config
	if err := yaml.Unmarshal([]byte(in), &c); err != nil {
		t.Fatal(err)
	}
	want := Config{
		Node:  Limits{Requests: Limit{500, 1000}, Bytes: Limit{1 << 20, 2 << 20}},
		Group: Limits{Requests: Limit{50, 100}},
		GroupOverrides: map[string]Limits{
			"llama-70b": {Requests: Limit{5, 10}, Bytes: Limit{65536, 65536}},
		},
		Requester:     Limit{2, 4},
		MaxRequesters: 1000,
		MaxGroups:     100,
	}
	if !reflect.DeepEqual(c, want) {
		t.Fatalf("decoded %+v\nwant %+v", c, want)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}
