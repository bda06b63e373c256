:- multifile hook/1.
hook(a).
