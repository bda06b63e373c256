:- multifile hook/1.
hook(b).
