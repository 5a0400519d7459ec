type Store interface {
	Get(key string) ([]byte, error)
	Put(key string, value []byte) error
}

/* memory keeps everything in a map. */
type memory struct {
	items map[string][]byte
}

func (m *memory) Get(key string) ([]byte, error) {
	value, ok := m.items[key]
	if !ok {
		return nil, fmt.Errorf("no item %q", key)
	}
	return value, nil
}

const limit = 1 << 20
var ratio = 0.25
var pattern = `^\d+$`
