:- use_module(shapes).
rule(a ===> b).
