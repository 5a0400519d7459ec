public interface IStore
{
    bool TryGet(string key, out string value);
}

// Keeps items in memory.
public sealed class MemoryStore : IStore
{
    private readonly Dictionary<string, string> items = new();

    public bool TryGet(string key, out string value)
    {
        return items.TryGetValue(key, out value);
    }

    public async Task SaveAsync(string path)
    {
        await File.WriteAllTextAsync(path, "saved\n");
    }
}

const int Limit = 100;
double ratio = 0.5;
