package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/yamlconf"
)

const root = "../.."

// docs/configuration.md is what the generator writes from today's source, and every
// key has a doc comment.
func TestReferenceIsCurrent(t *testing.T) {
	got, undocumented, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range undocumented {
		t.Errorf("%s has no doc comment: write one on its field (what it does, its unit), then run `%s`", k, Regenerate)
	}
	want, err := os.ReadFile(filepath.Join(root, Output))
	if err != nil {
		t.Fatalf("%v: run `%s` from the module's root", err, Regenerate)
	}
	if string(got) != string(want) {
		t.Errorf("%s is out of date: run `%s` from the module's root", Output, Regenerate)
	}
}

var row = regexp.MustCompile("(?m)^\\| `([^`]+)` \\| ([^|]+) \\|")

// The reference walks the types as the decoder does: every key the example file sets
// (it sets them all) has a row (a top-level key is a heading), and the credentials keys sit in their own section.
func TestEveryKeyOfTheExampleHasARow(t *testing.T) {
	ref, _, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, m := range row.FindAllStringSubmatch(string(ref), -1) {
		rows[m[1]] = m[2]
	}
	data, err := os.ReadFile(filepath.Join(root, "deploy", "config.example.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	pos, err := yamlconf.Decode(data, &cfg)
	if err != nil {
		t.Fatal(err)
	}
	index := regexp.MustCompile(`\[\d+\]`)
	creds := map[string]bool{}
	for k := range rows {
		if c, ok := strings.CutPrefix(k, "credentials."); ok {
			creds[c] = true
		}
	}
	for path := range pos {
		p := index.ReplaceAllString(path, "[]")
		if strings.HasSuffix(p, "[]") || !strings.Contains(p, ".") || covered(rows, creds, p) {
			continue
		}
		t.Errorf("key %s of deploy/config.example.yaml has no row in the reference", path)
	}
	if len(pos) < 200 {
		t.Errorf("the example sets %d keys; the test expects it to set every one", len(pos))
	}
}

// covered reports whether p has a row, is a credentials key of a section that holds
// credentials, or lies in a map (whose entries have no rows of their own).
func covered(rows map[string]string, creds map[string]bool, p string) bool {
	if _, ok := rows[p]; ok {
		return true
	}
	parent, last := "", p
	if i := strings.LastIndex(p, "."); i >= 0 {
		parent, last = p[:i], p[i+1:]
	}
	if creds[last] && (strings.Contains(rows[parent], "credentials") || strings.Contains(rows[parent+".<credentials>"], "credentials")) {
		return true
	}
	for q := parent; q != ""; {
		if strings.HasPrefix(rows[q], "map of") {
			return true
		}
		i := strings.LastIndex(q, ".")
		if i < 0 {
			break
		}
		q = q[:i]
	}
	return false
}
