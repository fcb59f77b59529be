// Package yamlconf decodes a YAML configuration file over a struct of defaults and
// reports every problem at once, each with its key path and line: unknown keys (with the
// closest known key as a hint), values of the wrong type, values a field's own
// UnmarshalYAML or UnmarshalText refuses. It also keeps where each key sits, so that the
// problems a section's Validate finds later can be reported with their line too.
//
// It reads bytes it is handed and does nothing else: no files, no defaults of its own.
package yamlconf
