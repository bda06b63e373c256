% A module with an exported operator and one of its own: the module's
% clauses are read with both; only the exported one reaches its users.
:- module(ops_local, [op(700, xfx, ===>>), rule/1]).
:- op(700, xfx, ~~>).
:- op(700, xfx, ===>>).
rule(a ~~> b).
rule(c ===>> d).
% Module:Name in op/3: user's operators are global, the module's own are
% its own.
:- op(700, xfx, user:(<~>)).
:- op(700, xfx, ops_local:(~>>)).
rule(e <~> f).
rule(g ~>> h).
