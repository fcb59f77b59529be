// Package enginekit is the test kit of the real inference engine: it writes tiny llama
// models as GGUF files (WriteGGUF: random weights from a seed, a byte-level vocabulary,
// F32, F16, Q8_0 or Q4_0) that llama.cpp loads and runs.
//
// It is test support: it must not be imported by non-test code.
package enginekit
