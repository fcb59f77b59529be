package main

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Cobra takes a backquoted word of a flag's usage as the name of its argument, so "also
// require what `infersched run` needs" would show as "--runnable infersched run". Every
// flag of every command shows a plain name (a bool flag none), and no help text speaks of
// issue numbers.
func TestHelpShowsTrueArgumentNames(t *testing.T) {
	root := newRootCmd(strings.NewReader(""), io.Discard, io.Discard)
	argName := regexp.MustCompile(`^[A-Za-z][A-Za-z0-9-]*$`)
	issue := regexp.MustCompile(`(?i)\bissues? [0-9]`)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, text := range []string{c.Use, c.Short, c.Long} {
			if issue.MatchString(text) {
				t.Errorf("%s: help speaks of an issue number: %q", c.CommandPath(), issue.FindString(text))
			}
		}
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			name, usage := pflag.UnquoteUsage(f)
			switch {
			case f.Value.Type() == "bool" && name != "":
				t.Errorf("%s --%s: a bool flag shows an argument %q", c.CommandPath(), f.Name, name)
			case f.Value.Type() != "bool" && !argName.MatchString(name):
				t.Errorf("%s --%s: shows the argument name %q", c.CommandPath(), f.Name, name)
			}
			if issue.MatchString(usage) {
				t.Errorf("%s --%s: usage speaks of an issue number", c.CommandPath(), f.Name)
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
