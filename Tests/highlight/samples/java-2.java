public interface Shape {
    double area();
}

record Circle(double radius) implements Shape {
    public double area() {
        return Math.PI * radius * radius; // pi r squared
    }
}

enum Color { RED, GREEN, BLUE }

final long big = 1_000_000L;
char tab = '\t';
boolean ready = false;
