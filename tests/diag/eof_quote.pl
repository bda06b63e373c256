ok.
x('abc).
y.
