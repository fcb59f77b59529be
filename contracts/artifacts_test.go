package contracts_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest/probe"
)

// TestBindingsMatchArtifacts fails when abi/ or bin/ changed and build.sh was not rerun.
func TestBindingsMatchArtifacts(t *testing.T) {
	for name, md := range map[string]struct{ abi, bin string }{
		"InferenceRouter":  {bindings.InferenceRouterMetaData.ABI, bindings.InferenceRouterMetaData.Bin},
		"WorkerRegistry":   {bindings.WorkerRegistryMetaData.ABI, bindings.WorkerRegistryMetaData.Bin},
		"DecisionAnchor":   {bindings.DecisionAnchorMetaData.ABI, bindings.DecisionAnchorMetaData.Bin},
		"VerdictConsumer":  {bindings.VerdictConsumerMetaData.ABI, bindings.VerdictConsumerMetaData.Bin},
		"CallbackProbe":    {probe.CallbackProbeMetaData.ABI, probe.CallbackProbeMetaData.Bin},
		"HostileToken":     {probe.HostileTokenMetaData.ABI, probe.HostileTokenMetaData.Bin},
		"TestStablecoin":   {bindings.TestStablecoinMetaData.ABI, bindings.TestStablecoinMetaData.Bin},
		"MockV3Aggregator": {bindings.MockV3AggregatorMetaData.ABI, bindings.MockV3AggregatorMetaData.Bin},
	} {
		raw, err := os.ReadFile(filepath.Join("abi", name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var want, got []map[string]any
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%s: abi artifact: %v", name, err)
		}
		if err := json.Unmarshal([]byte(md.abi), &got); err != nil {
			t.Fatalf("%s: binding abi: %v", name, err)
		}
		// abigen drops the spaces from the ABI it embeds ("struct X" → "structX").
		stripSpaces(want)
		stripSpaces(got)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: binding ABI differs from abi/%s.json; run `make contracts`", name, name)
		}
		bin, err := os.ReadFile(filepath.Join("bin", name+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		if "0x"+strings.TrimSpace(string(bin)) != md.bin {
			t.Errorf("%s: binding bytecode differs from bin/%s.bin; run `make contracts`", name, name)
		}
	}
}

// stripSpaces removes spaces from every string in an ABI decoded as JSON.
func stripSpaces(v any) {
	switch v := v.(type) {
	case []map[string]any:
		for _, m := range v {
			stripSpaces(m)
		}
	case []any:
		for _, e := range v {
			stripSpaces(e)
		}
	case map[string]any:
		for k, e := range v {
			if s, ok := e.(string); ok {
				v[k] = strings.ReplaceAll(s, " ", "")
			} else {
				stripSpaces(e)
			}
		}
	}
}
