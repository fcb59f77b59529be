package scheduler

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// Decoding errors of encoding/json name a field by its dotted path without the element
// ("requests.max_tokens"), and an unknown field at the end of the whole input (its
// check runs after the value is read). The walker below reads the input's tokens again
// beside the Go types, so that an error names the element: `requests[3] (id "7")`.

// jsonPathErr is where a decoding problem is: the element path and the input offset.
type jsonPathErr struct {
	path []string // "requests", "[3]", "max_tokenz"
	off  int64
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	jsonRaw         = reflect.TypeFor[json.RawMessage]()
)

// pathWalker walks one JSON value's tokens with the Go type it decodes into.
type pathWalker struct {
	dec *json.Decoder
	// unknown: stop at the first object key no field of the type takes.
	unknown bool
	// at: stop at the first token that ends at or after this offset.
	at int64
}

var errWalkStop = errors.New("stop")

// unknownFieldAt returns the path and offset of the first key in data that t has no
// field for (as encoding/json matches keys: exact, else case-insensitive).
func unknownFieldAt(data []byte, t reflect.Type) (jsonPathErr, bool) {
	w := &pathWalker{dec: json.NewDecoder(bytes.NewReader(data)), unknown: true, at: -1}
	return w.walk(t)
}

// valueAt returns the path of the value whose token ends at or after off.
func valueAt(data []byte, t reflect.Type, off int64) (jsonPathErr, bool) {
	w := &pathWalker{dec: json.NewDecoder(bytes.NewReader(data)), at: off}
	return w.walk(t)
}

func (w *pathWalker) walk(t reflect.Type) (jsonPathErr, bool) {
	w.dec.UseNumber()
	var hit jsonPathErr
	err := w.value(t, nil, &hit)
	return hit, errors.Is(err, errWalkStop)
}

func (w *pathWalker) token(path []string, hit *jsonPathErr) (json.Token, error) {
	tok, err := w.dec.Token()
	if err != nil {
		return nil, err
	}
	if w.at >= 0 && w.dec.InputOffset() >= w.at {
		*hit = jsonPathErr{path: append([]string(nil), path...), off: w.dec.InputOffset()}
		return nil, errWalkStop
	}
	return tok, nil
}

// value walks one value of type t (nil: any) at path.
func (w *pathWalker) value(t reflect.Type, path []string, hit *jsonPathErr) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (t == jsonRaw || reflect.PointerTo(t).Implements(jsonUnmarshaler)) {
		t = nil // decoded by its own method: its keys are its business
	}
	tok, err := w.token(path, hit)
	if err != nil {
		return err
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	switch d {
	case '{':
		for w.dec.More() {
			k, err := w.token(path, hit)
			if err != nil {
				return err
			}
			key, _ := k.(string)
			var ft reflect.Type
			known := true
			switch {
			case t == nil:
			case t.Kind() == reflect.Struct:
				ft, known = fieldType(t, key)
			case t.Kind() == reflect.Map:
				ft = t.Elem()
			}
			p := append(path, key)
			if t != nil && t.Kind() == reflect.Map {
				p = append(path, "["+strconv.Quote(key)+"]")
			}
			if w.unknown && !known {
				*hit = jsonPathErr{path: append([]string(nil), p...), off: w.dec.InputOffset()}
				return errWalkStop
			}
			if err := w.value(ft, p, hit); err != nil {
				return err
			}
		}
	case '[':
		var et reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			et = t.Elem()
		}
		for i := 0; w.dec.More(); i++ {
			if err := w.value(et, append(path, "["+strconv.Itoa(i)+"]"), hit); err != nil {
				return err
			}
		}
	}
	_, err = w.token(path, hit) // the closing delimiter
	return err
}

// fieldType is the type of t's field that takes key, as encoding/json picks it.
func fieldType(t reflect.Type, key string) (reflect.Type, bool) {
	var folded reflect.Type
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if f.Anonymous && name == "" {
			if ft, ok := fieldType(deref(f.Type), key); ok {
				return ft, true
			}
			continue
		}
		if name == "" {
			name = f.Name
		}
		if name == key {
			return f.Type, true
		}
		if folded == nil && strings.EqualFold(name, key) {
			folded = f.Type
		}
	}
	return folded, folded != nil
}

func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// describe names the path, with the id of a request or worker element:
// `requests[3] (id "7").max_tokens`.
func (p jsonPathErr) describe(data []byte) string {
	var b strings.Builder
	for i, part := range p.path {
		if i > 0 && !strings.HasPrefix(part, "[") {
			b.WriteByte('.')
		}
		b.WriteString(part)
		if i == 1 && (p.path[0] == "requests" || p.path[0] == "workers") {
			if id, ok := elementID(data, p.path[0], part); ok {
				b.WriteString(" (id " + strconv.Quote(id) + ")")
			}
		}
	}
	return b.String()
}

// elementID reads the id of list[index] ("[3]") from data, when it is a string.
func elementID(data []byte, list, index string) (string, bool) {
	i, err := strconv.Atoi(strings.Trim(index, "[]"))
	if err != nil {
		return "", false
	}
	var top map[string]json.RawMessage
	var elems []map[string]json.RawMessage
	var id string
	if json.Unmarshal(data, &top) != nil || json.Unmarshal(top[list], &elems) != nil || i >= len(elems) ||
		json.Unmarshal(elems[i]["id"], &id) != nil {
		return "", false
	}
	return id, true
}

// describeJSONError names where in the input a decoding error happened, and which
// element of the snapshot it is in.
func describeJSONError(data []byte, at int64, err error) string {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		line, col := position(data, syn.Offset)
		return fmt.Sprintf("malformed JSON at line %d column %d: %v", line, col, syn)
	}
	if errors.Is(err, io.EOF) {
		return "empty input"
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return "truncated JSON"
	}
	snap := reflect.TypeFor[Snapshot]()
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		if typ.Field == "" {
			return fmt.Sprintf("the snapshot must be a JSON object, got JSON %s", typ.Value)
		}
		where := typ.Field
		if p, ok := valueAt(data, snap, typ.Offset); ok && len(p.path) > 0 {
			where = p.describe(data)
		}
		line, col := position(data, typ.Offset)
		return fmt.Sprintf("%s: want %s, got JSON %s (line %d column %d)", where, typ.Type, typ.Value, line, col)
	}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		if p, found := unknownFieldAt(data, snap); found {
			line, col := position(data, p.off)
			return fmt.Sprintf("%s: unknown field (line %d column %d)", p.describe(data), line, col)
		}
		return "unknown field " + name
	}
	line, col := position(data, at)
	return fmt.Sprintf("%s (near line %d column %d)", strings.TrimPrefix(err.Error(), "json: "), line, col)
}
