package wire

import "strings"

// MaxModelNameLen is the longest model name a worker may announce, in bytes.
const MaxModelNameLen = 128

// ModelNameChars are the bytes a model name may hold besides ASCII letters and digits.
const ModelNameChars = "._:/@+-"

// ValidModelName reports whether s may name a model in a heartbeat or a worker's
// configuration: 1 to MaxModelNameLen characters from [A-Za-z0-9._:/@+-]. Requests on
// chain may name any model (their subject escapes it, see ModelToken); a worker serves
// only models with such names.
func ValidModelName(s string) bool {
	if len(s) == 0 || len(s) > MaxModelNameLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.IndexByte(ModelNameChars, c) >= 0:
		default:
			return false
		}
	}
	return true
}
