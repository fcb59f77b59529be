package agent

import (
	"reflect"
	"testing"

	"gopkg.in/yaml.v3"
)

// A worker configuration written out (as `dev --worker-config` does) reads back with the
// same tasks, in each of the three forms.
func TestTaskConfigRoundTrips(t *testing.T) {
	for _, tc := range []TaskConfig{
		{},
		{All: []string{"chat", "completion"}},
		{PerModel: map[string][]string{"llama": {"chat"}, "sdxl": {"image"}}},
	} {
		type doc struct {
			Tasks TaskConfig `yaml:"tasks"`
		}
		b, err := yaml.Marshal(doc{tc})
		if err != nil {
			t.Fatalf("%+v: %v", tc, err)
		}
		var back doc
		if err := yaml.Unmarshal(b, &back); err != nil {
			t.Fatalf("%+v written as %s: %v", tc, b, err)
		}
		if !reflect.DeepEqual(back.Tasks, tc) {
			t.Fatalf("%+v written as %s read back as %+v", tc, b, back.Tasks)
		}
	}
}
