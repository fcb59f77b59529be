package yamlconf

import (
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/internal/validate"
)

// Positions maps each key path found in a file ("scheduler.round_interval",
// "chain.rpc_urls[1]") to its 1-based line.
type Positions map[string]int

// Decode decodes data over *out, which holds the defaults, field by field. A key absent
// from the file keeps its default; a value that fails to decode keeps it too, so the
// caller may still validate the rest. The error joins one *validate.FieldError per
// problem (with Line set); it is nil when every key was known and decoded.
func Decode(data []byte, out any) (Positions, error) {
	pos := Positions{}
	v := reflect.ValueOf(out)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return pos, errors.New("yamlconf: Decode needs a non-nil pointer")
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		// A syntax error stops the parser: there is nothing to walk.
		line, msg := splitLine(strings.TrimPrefix(err.Error(), "yaml: "))
		return pos, &validate.FieldError{Line: line, Msg: "not valid YAML: " + msg}
	}
	d := decoder{pos: pos}
	if len(doc.Content) > 0 {
		d.value(doc.Content[0], v.Elem(), "")
	}
	return pos, d.problems.Err()
}

// Annotate sets the line of every problem in err whose key path, or the nearest of its
// parents, appears in the file. Problems already carrying a line keep it.
func (p Positions) Annotate(err error) error {
	if err == nil {
		return nil
	}
	var out []error
	for _, e := range validate.Flatten(err) {
		var fe *validate.FieldError
		if errors.As(e, &fe) && fe.Line == 0 {
			out = append(out, &validate.FieldError{Path: fe.Path, Line: p.lineOf(fe.Path), Msg: fe.Msg})
			continue
		}
		out = append(out, e)
	}
	return errors.Join(out...)
}

func (p Positions) lineOf(path string) int {
	for path != "" {
		if l, ok := p[path]; ok {
			return l
		}
		cut := strings.LastIndexAny(path, ".[")
		if cut < 0 {
			return 0
		}
		path = path[:cut]
	}
	return 0
}

type decoder struct {
	pos      Positions
	problems validate.Problems
}

func (d *decoder) add(path string, line int, msg string) {
	d.problems.Add(&validate.FieldError{Path: path, Line: line, Msg: msg})
}

var (
	unmarshalerType     = reflect.TypeFor[yaml.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// value decodes n into v (settable) at key path.
func (d *decoder) value(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	pt := reflect.PointerTo(v.Type())
	if pt.Implements(unmarshalerType) || pt.Implements(textUnmarshalerType) {
		tmp := reflect.New(v.Type())
		tmp.Elem().Set(v)
		if err := n.Decode(tmp.Interface()); err != nil {
			d.add(path, n.Line, cleanMessage(err))
			return
		}
		v.Set(tmp.Elem())
		return
	}
	if isNull(n) {
		switch v.Kind() {
		case reflect.Map, reflect.Slice, reflect.Pointer, reflect.Interface:
			v.Set(reflect.Zero(v.Type()))
		}
		return // as yaml.v3 does: an empty section keeps its defaults
	}
	switch v.Kind() {
	case reflect.Struct:
		d.structure(n, v, path)
	case reflect.Map:
		d.mapping(n, v, path)
	case reflect.Slice:
		d.sequence(n, v, path)
	case reflect.Pointer:
		e := reflect.New(v.Type().Elem())
		if !v.IsNil() {
			e.Elem().Set(v.Elem())
		}
		d.value(n, e.Elem(), path)
		v.Set(e)
	default:
		tmp := reflect.New(v.Type())
		if err := n.Decode(tmp.Interface()); err != nil {
			d.add(path, n.Line, scalarMessage(n, v.Type(), err))
			return
		}
		v.Set(tmp.Elem())
	}
}

func (d *decoder) structure(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.MappingNode {
		d.add(path, n.Line, fmt.Sprintf("want a mapping of keys, got %s", describe(n)))
		return
	}
	fields := fieldsOf(v.Type())
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		key := validate.Join(path, k.Value)
		d.pos[key] = k.Line
		idx, ok := fields[k.Value]
		if !ok {
			d.add(key, k.Line, unknownKey(k.Value, fields))
			continue
		}
		d.value(val, v.FieldByIndex(idx), key)
	}
}

func (d *decoder) mapping(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.MappingNode {
		d.add(path, n.Line, fmt.Sprintf("want a mapping, got %s", describe(n)))
		return
	}
	if v.IsNil() {
		v.Set(reflect.MakeMap(v.Type()))
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		key := validate.Join(path, k.Value)
		d.pos[key] = k.Line
		kv := reflect.New(v.Type().Key())
		if err := k.Decode(kv.Interface()); err != nil {
			d.add(key, k.Line, "bad key: "+cleanMessage(err))
			continue
		}
		ev := reflect.New(v.Type().Elem()).Elem()
		before := d.problems.Len()
		d.value(val, ev, key)
		if d.problems.Len() == before {
			v.SetMapIndex(kv.Elem(), ev)
		}
	}
}

func (d *decoder) sequence(n *yaml.Node, v reflect.Value, path string) {
	if n.Kind != yaml.SequenceNode {
		d.add(path, n.Line, fmt.Sprintf("want a list, got %s", describe(n)))
		return
	}
	out := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
	before := d.problems.Len()
	for i, c := range n.Content {
		key := path + "[" + strconv.Itoa(i) + "]"
		d.pos[key] = c.Line
		d.value(c, out.Index(i), key)
	}
	if d.problems.Len() == before {
		v.Set(out)
	}
}

// fieldsOf maps yaml key → field index path, inline structs flattened.
func fieldsOf(t reflect.Type) map[string][]int {
	out := map[string][]int{}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("yaml")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" {
			continue
		}
		if strings.Contains(opts, "inline") && f.Type.Kind() == reflect.Struct {
			for k, idx := range fieldsOf(f.Type) {
				out[k] = append([]int{i}, idx...)
			}
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		out[name] = []int{i}
	}
	return out
}

func unknownKey(key string, fields map[string][]int) string {
	best, bestD := "", min(3, len([]rune(key))) // close matches only, and not for 1-letter keys
	for k := range fields {
		if dd := distance(key, k); dd < bestD || (dd == bestD && k < best) {
			best, bestD = k, dd
		}
	}
	if best != "" {
		return fmt.Sprintf("unknown key (did you mean %q?)", best)
	}
	return "unknown key"
}

// distance is the Damerau (optimal string alignment) edit distance: a swap of two
// letters, the most common typo, counts as one.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null"
}

func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	default:
		return strconv.Quote(n.Value)
	}
}

// scalarMessage says what a scalar key wants in words, not Go types.
func scalarMessage(n *yaml.Node, t reflect.Type, err error) string {
	if t == reflect.TypeFor[time.Duration]() {
		return fmt.Sprintf("want a duration such as \"30s\" or \"250ms\", got %s", describe(n))
	}
	var want string
	switch t.Kind() {
	case reflect.Bool:
		want = "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		want = "an integer"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		want = "a non-negative integer"
	case reflect.Float32, reflect.Float64:
		want = "a number"
	case reflect.String:
		want = "a string"
	default:
		return cleanMessage(err)
	}
	if n.Kind == yaml.ScalarNode && strings.Contains(err.Error(), "overflows") {
		return fmt.Sprintf("want %s, got %s (out of range)", want, n.Value)
	}
	return fmt.Sprintf("want %s, got %s", want, describe(n))
}

var linePrefix = regexp.MustCompile(`^line (\d+): `)

// cleanMessage drops yaml.v3's "yaml: unmarshal errors:" wrapper and any "line N: "
// prefix: the caller reports the line itself.
func cleanMessage(err error) string {
	var te *yaml.TypeError
	msg := err.Error()
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = strings.Join(te.Errors, "; ")
	}
	_, msg = splitLine(msg)
	return msg
}

func splitLine(msg string) (int, string) {
	if m := linePrefix.FindStringSubmatch(msg); m != nil {
		l, _ := strconv.Atoi(m[1])
		return l, msg[len(m[0]):]
	}
	return 0, msg
}
