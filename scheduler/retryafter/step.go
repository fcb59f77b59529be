package retryafter

import (
	"bytes"
	"encoding/json"
	"fmt"

	"gopkg.in/yaml.v3"
)

// Step is one row of the backoff table: from ElapsedS seconds overdue on, poll every
// RetryS seconds. In YAML and JSON it is the two-element array [elapsed_s, retry_s].
type Step struct {
	ElapsedS int64
	RetryS   int64
}

// MarshalJSON writes s as [elapsed_s, retry_s].
func (s Step) MarshalJSON() ([]byte, error) {
	return json.Marshal([2]int64{s.ElapsedS, s.RetryS})
}

// UnmarshalJSON reads [elapsed_s, retry_s]; anything else (another length, a fraction,
// an object) is an error.
func (s *Step) UnmarshalJSON(b []byte) error {
	var raw []json.Number
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		return fmt.Errorf("backoff step: want [elapsed_s, retry_s]: %w", err)
	}
	if dec.More() {
		return fmt.Errorf("backoff step: trailing data after [elapsed_s, retry_s]")
	}
	if len(raw) != 2 {
		return fmt.Errorf("backoff step: want 2 integers [elapsed_s, retry_s], got %d", len(raw))
	}
	var v [2]int64
	for i, n := range raw {
		x, err := n.Int64()
		if err != nil {
			return fmt.Errorf("backoff step: element %d: want an integer, got %s", i, n.String())
		}
		v[i] = x
	}
	s.ElapsedS, s.RetryS = v[0], v[1]
	return nil
}

// MarshalYAML writes s as a flow sequence [elapsed_s, retry_s].
func (s Step) MarshalYAML() (any, error) {
	n := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, v := range [2]int64{s.ElapsedS, s.RetryS} {
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: fmt.Sprint(v)})
	}
	return n, nil
}

// UnmarshalYAML reads [elapsed_s, retry_s].
func (s *Step) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.SequenceNode {
		return fmt.Errorf("line %d: backoff step: want [elapsed_s, retry_s]", n.Line)
	}
	if len(n.Content) != 2 {
		return fmt.Errorf("line %d: backoff step: want 2 integers [elapsed_s, retry_s], got %d", n.Line, len(n.Content))
	}
	var v [2]int64
	for i, c := range n.Content {
		if c.Kind != yaml.ScalarNode || c.ShortTag() != "!!int" {
			return fmt.Errorf("line %d: backoff step: element %d: want an integer, got %q", c.Line, i, c.Value)
		}
		if err := c.Decode(&v[i]); err != nil {
			return fmt.Errorf("line %d: backoff step: element %d: want an integer: %w", c.Line, i, err)
		}
	}
	s.ElapsedS, s.RetryS = v[0], v[1]
	return nil
}
