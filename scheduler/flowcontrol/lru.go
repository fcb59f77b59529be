package flowcontrol

import "container/list"

// lru is a bounded map that forgets its least recently used entry when full. It is not
// safe for concurrent use; the Admitter's mutex guards it.
type lru[V any] struct {
	max   int
	order *list.List // front = most recently used; elements hold *entry[V]
	items map[string]*list.Element
}

type entry[V any] struct {
	key string
	val V
}

func newLRU[V any](n int) *lru[V] {
	return &lru[V]{max: max(n, 1), order: list.New(), items: make(map[string]*list.Element)}
}

// get returns the value for key and marks it used.
func (c *lru[V]) get(key string) (V, bool) {
	if e, ok := c.items[key]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry[V]).val, true
	}
	var zero V
	return zero, false
}

// peek returns the value for key without marking it used.
func (c *lru[V]) peek(key string) (V, bool) {
	if e, ok := c.items[key]; ok {
		return e.Value.(*entry[V]).val, true
	}
	var zero V
	return zero, false
}

// add stores val under key (which must be absent), evicting the least recently used
// entries beyond the bound.
func (c *lru[V]) add(key string, val V) {
	c.items[key] = c.order.PushFront(&entry[V]{key: key, val: val})
	c.shrink()
}

// resize changes the bound, evicting what no longer fits.
func (c *lru[V]) resize(n int) {
	c.max = max(n, 1)
	c.shrink()
}

func (c *lru[V]) shrink() {
	for c.order.Len() > c.max {
		e := c.order.Back()
		c.order.Remove(e)
		delete(c.items, e.Value.(*entry[V]).key)
	}
}

// each calls f for every entry, most recently used first; f may replace the value.
func (c *lru[V]) each(f func(key string, val *V)) {
	for e := c.order.Front(); e != nil; e = e.Next() {
		en := e.Value.(*entry[V])
		f(en.key, &en.val)
	}
}

func (c *lru[V]) len() int { return c.order.Len() }
