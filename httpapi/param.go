package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/infersched/infersched/scheduler"
)

// Errors of ApplyParam, matched with errors.Is. A change that decodes but leaves the
// section invalid returns the section's validation error instead (validate problems).
var (
	// ErrUnknownParam: the param names no key of the sections that can change.
	ErrUnknownParam = errors.New("unknown parameter")
	// ErrBadValue: the value does not fit the key (wrong type, malformed).
	ErrBadValue = errors.New("bad value")
)

// AdminSections are the parts of the scheduler section the admin endpoint can change
// (seed 000 §8): Retry-After, priority, routing and flow control.
var AdminSections = []string{"retry_after", "priority", "routing", "flow_control"}

// mapKeys are the paths whose keys are data (model names), not field names: a model
// name may contain dots, and an entry may be added or removed (value null).
var mapKeys = map[string]bool{
	"retry_after.processing_ms":    true,
	"routing.model_complexity":     true,
	"flow_control.group_overrides": true,
}

// Change is one applied parameter change: the values before and after, in JSON (null
// for an entry that did not exist or was removed).
type Change struct {
	Param string          `json:"param"`
	Old   json.RawMessage `json:"old"`
	New   json.RawMessage `json:"new"`
}

// ApplyParam returns a copy of cfg with the key at param set to value, and the change.
// cfg itself is not modified.
//
// param is a dotted key path within the scheduler section, under one of AdminSections:
// "retry_after.min_seconds", "priority.fee_weight", "routing.gas_price_safety_factor",
// "flow_control.node.requests.per_second", "retry_after.backoff",
// "retry_after.processing_ms.llama-7b". value is the JSON the key takes in the
// section's JSON form (a number, "30s" for a duration, a decimal string for wei,
// [[0,4],[60,10]] for the backoff table) and replaces the whole key: an object value
// replaces every field under it. Under processing_ms, model_complexity and
// group_overrides the rest of the path is a model name (the longest existing one
// that matches, else the whole rest); null removes that entry.
//
// The whole section is validated after the change; its error names every problem.
func ApplyParam(cfg scheduler.Config, param string, value json.RawMessage) (scheduler.Config, Change, error) {
	ch := Change{Param: param}
	segs, err := splitParam(param)
	if err != nil {
		return cfg, ch, err
	}
	value = bytes.TrimSpace(value)
	if len(value) == 0 || !json.Valid(value) {
		return cfg, ch, fmt.Errorf("%w: value for %s must be JSON", ErrBadValue, param)
	}
	root, err := toTree(cfg)
	if err != nil {
		return cfg, ch, err
	}
	parent, key, isEntry, err := locate(root, segs, param)
	if err != nil {
		return cfg, ch, err
	}
	old, existed := parent[key]
	ch.Old = rawOf(old, existed)
	var v any
	dec := json.NewDecoder(bytes.NewReader(value))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return cfg, ch, fmt.Errorf("%w: value for %s: %w", ErrBadValue, param, err)
	}
	switch {
	case v == nil && isEntry:
		delete(parent, key)
	case v == nil:
		return cfg, ch, fmt.Errorf("%w: %s cannot be null", ErrBadValue, param)
	default:
		parent[key] = v
	}
	next, err := fromTree(root)
	if err != nil {
		return cfg, ch, fmt.Errorf("%w: %s: %w", ErrBadValue, param, err)
	}
	if err := next.Validate(); err != nil {
		return cfg, ch, err
	}
	ch.New = rawOf(parent[key], v != nil)
	if after, err := toTree(next); err == nil { // the value as the section holds it
		if p, k, _, err := locate(after, segs, param); err == nil {
			nv, ok := p[k]
			ch.New = rawOf(nv, ok)
		}
	}
	return next, ch, nil
}

func splitParam(param string) ([]string, error) {
	if param == "" {
		return nil, fmt.Errorf("%w: param is empty", ErrUnknownParam)
	}
	if len(param) > 256 {
		return nil, fmt.Errorf("%w: param is longer than 256 bytes", ErrUnknownParam)
	}
	segs := strings.Split(param, ".")
	for _, s := range segs {
		if s == "" {
			return nil, fmt.Errorf("%w: %q has an empty key", ErrUnknownParam, param)
		}
	}
	ok := false
	for _, s := range AdminSections {
		ok = ok || segs[0] == s
	}
	if !ok {
		return nil, fmt.Errorf("%w: %q: must start with one of %s", ErrUnknownParam, param, strings.Join(AdminSections, ", "))
	}
	if len(segs) == 1 {
		return nil, fmt.Errorf("%w: %q: name a key within the section, e.g. %s.<key>", ErrUnknownParam, param, segs[0])
	}
	return segs, nil
}

// locate walks segs from root and returns the object holding the last key, that key,
// and whether the key is a map entry (a model name) rather than a field.
func locate(root map[string]any, segs []string, param string) (map[string]any, string, bool, error) {
	node, path := root, ""
	for i := 0; i < len(segs); {
		if mapKeys[path] {
			// The longest existing key made of the next segments, else all of them.
			j := len(segs)
			for ; j > i; j-- {
				if _, ok := node[strings.Join(segs[i:j], ".")]; ok {
					break
				}
			}
			if j == i {
				return node, strings.Join(segs[i:], "."), true, nil
			}
			key := strings.Join(segs[i:j], ".")
			if j == len(segs) {
				return node, key, true, nil
			}
			child, ok := node[key].(map[string]any)
			if !ok {
				return nil, "", false, fmt.Errorf("%w: %q: %s.%s is not an object", ErrUnknownParam, param, path, key)
			}
			node, path, i = child, path+"."+key, j
			continue
		}
		key := segs[i]
		v, ok := node[key]
		if !ok {
			where := path
			if where == "" {
				where = "the scheduler section"
			}
			return nil, "", false, fmt.Errorf("%w: %q: no key %q in %s", ErrUnknownParam, param, key, where)
		}
		childPath := joinPath(path, key)
		if i == len(segs)-1 {
			return node, key, false, nil
		}
		if v == nil && mapKeys[childPath] {
			v = map[string]any{}
			node[key] = v
		}
		child, ok := v.(map[string]any)
		if !ok {
			return nil, "", false, fmt.Errorf("%w: %q: %s is not an object", ErrUnknownParam, param, childPath)
		}
		node, path, i = child, childPath, i+1
	}
	return nil, "", false, fmt.Errorf("%w: %q", ErrUnknownParam, param)
}

func joinPath(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

// toTree is cfg's JSON form as nested maps, numbers kept as written.
func toTree(cfg scheduler.Config) (map[string]any, error) {
	b, err := json.Marshal(cfg)
	if err != nil {
		return nil, fmt.Errorf("encode scheduler config: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("decode scheduler config: %w", err)
	}
	return m, nil
}

// fromTree decodes a tree into a fresh section, strictly: every key must be known.
func fromTree(m map[string]any) (scheduler.Config, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return scheduler.Config{}, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var c scheduler.Config
	if err := dec.Decode(&c); err != nil {
		return scheduler.Config{}, err
	}
	return c, nil
}

func rawOf(v any, ok bool) json.RawMessage {
	if !ok {
		return json.RawMessage("null")
	}
	b, err := json.Marshal(v)
	if err != nil {
		return json.RawMessage("null")
	}
	return b
}
