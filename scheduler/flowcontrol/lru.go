package flowcontrol

import "container/list"

// LRU is a bounded map that forgets its least recently used entry when full: the one
// store of per-key token buckets (the Admitter's model groups and requesters, the HTTP
// API's clients). It is not safe for concurrent use; its owner's mutex guards it.
type LRU[V any] struct {
	max   int
	order *list.List // front = most recently used; elements hold *entry[V]
	items map[string]*list.Element
}

type entry[V any] struct {
	key string
	val V
}

// NewLRU returns an empty LRU of at most n entries (at least 1).
func NewLRU[V any](n int) *LRU[V] {
	return &LRU[V]{max: max(n, 1), order: list.New(), items: make(map[string]*list.Element)}
}

// Get returns the value for key and marks it used.
func (c *LRU[V]) Get(key string) (V, bool) {
	if e, ok := c.items[key]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry[V]).val, true
	}
	var zero V
	return zero, false
}

// Peek returns the value for key without marking it used.
func (c *LRU[V]) Peek(key string) (V, bool) {
	if e, ok := c.items[key]; ok {
		return e.Value.(*entry[V]).val, true
	}
	var zero V
	return zero, false
}

// Add stores val under key (which must be absent), evicting the least recently used
// entries beyond the bound.
func (c *LRU[V]) Add(key string, val V) {
	c.items[key] = c.order.PushFront(&entry[V]{key: key, val: val})
	c.shrink()
}

// Resize changes the bound, evicting what no longer fits.
func (c *LRU[V]) Resize(n int) {
	c.max = max(n, 1)
	c.shrink()
}

func (c *LRU[V]) shrink() {
	for c.order.Len() > c.max {
		e := c.order.Back()
		c.order.Remove(e)
		delete(c.items, e.Value.(*entry[V]).key)
	}
}

// Each calls f for every entry, most recently used first; f may replace the value.
func (c *LRU[V]) Each(f func(key string, val *V)) {
	for e := c.order.Front(); e != nil; e = e.Next() {
		en := e.Value.(*entry[V])
		f(en.key, &en.val)
	}
}

// Len is the number of entries.
func (c *LRU[V]) Len() int { return c.order.Len() }
