// Package validate collects configuration and input problems so that a caller can report
// every one of them at once, each named by the key path it concerns
// ("scheduler.retry_after.min_seconds: must be below max_seconds").
//
// It does no I/O and holds no state beyond the problems it is handed.
package validate

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// FieldError is one problem with one key.
type FieldError struct {
	Path string // dotted key path, e.g. "scheduler.priority.fee_weight"
	Line int    // 1-based line in the file the value came from; 0 when unknown
	Msg  string
}

func (e *FieldError) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Path != "" {
		b.WriteString(e.Path + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Problems accumulates FieldErrors. The zero value is ready to use.
type Problems struct {
	errs []error
}

// Addf records a problem with key.
func (p *Problems) Addf(key, format string, args ...any) {
	p.errs = append(p.errs, &FieldError{Path: key, Msg: fmt.Sprintf(format, args...)})
}

// Add records a problem as it is.
func (p *Problems) Add(e *FieldError) { p.errs = append(p.errs, e) }

// Len is the number of problems recorded so far.
func (p *Problems) Len() int { return len(p.errs) }

// Check records a problem with key unless ok holds.
func (p *Problems) Check(ok bool, key, format string, args ...any) {
	if !ok {
		p.Addf(key, format, args...)
	}
}

// Merge records every problem of err (as returned by another section's Validate) with
// its key paths put under prefix. A nil err adds nothing.
func (p *Problems) Merge(prefix string, err error) {
	if err == nil {
		return
	}
	for _, e := range Flatten(err) {
		var fe *FieldError
		if errors.As(e, &fe) {
			p.errs = append(p.errs, &FieldError{Path: Join(prefix, fe.Path), Line: fe.Line, Msg: fe.Msg})
			continue
		}
		p.errs = append(p.errs, &FieldError{Path: prefix, Msg: e.Error()})
	}
}

// Err returns all recorded problems joined (errors.Join), sorted by key path so that
// the report is stable, or nil when there are none.
func (p *Problems) Err() error {
	if len(p.errs) == 0 {
		return nil
	}
	errs := append([]error(nil), p.errs...)
	sort.SliceStable(errs, func(i, j int) bool { return pathOf(errs[i]) < pathOf(errs[j]) })
	return errors.Join(errs...)
}

// Flatten returns the leaves of a tree of joined errors.
func Flatten(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, Flatten(e)...)
		}
		return out
	}
	return []error{err}
}

// Join joins key path segments with dots, skipping empty ones.
func Join(parts ...string) string {
	var b strings.Builder
	for _, s := range parts {
		if s == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(s)
	}
	return b.String()
}

func pathOf(err error) string {
	var fe *FieldError
	if errors.As(err, &fe) {
		return fe.Path
	}
	return ""
}
