// Parses a port number from the environment.
fn port() -> Result<u16, String> {
    let value = std::env::var("PORT").unwrap_or_else(|_| "8080".to_string());
    match value.parse::<u16>() {
        Ok(port) if port > 1024 => Ok(port),
        Ok(_) => Err(format!("port {} is reserved", value)),
        Err(e) => Err(e.to_string()),
    }
}

fn main() {
    let limit: u64 = 1_000_000;
    let ratio = 0.75_f64;
    let data = vec![1, 2, 3];
    let total: i32 = data.iter().sum();
    println!("{} {} {}\n", limit, ratio, total);
}
