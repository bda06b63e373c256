% Lists the goals of the cyclic-argument sweep (sweep.py): every builtin and
% library predicate, each argument in turn and then all of them given one of
% seven cyclic terms, the other arguments unbound. One g(Pred, Position,
% Shape) term a line on standard output.

excluded(N) :- memberchk(N, [halt,abort,throw,break,prolog,consult,ensure_loaded,load_files,include,make,shell,open,see,seen,tell,told,append,delete_file,csv_write_file,rename_file,read,read_term,read_clause,get_char,get_code,get_byte,peek_char,peek_code,peek_byte,skip,get_single_char,read_line_to_string,read_line_to_codes,read_stream_to_codes,set_input,see_stream,prompt,sleep,tty_size,edit,trace,notrace,spy,interactive,close,set_stream,set_output,current_input,with_tty_raw,call_with_time_limit,setenv,unsetenv,repeat,between,forall,call,ignore,once,findall,bagof,setof,aggregate_all,catch,halt,'$toplevel',toplevel,protocol,noprotocol,read_term_from_atom_stdin,tab_stdin, garbage_collect, sleep,nb_setval,b_setval,wait_for_input,phrase_from_file,leash,visible,debug,nodebug,tspy,nospy,guitracer,tracing]).
libs([aggregate,apply,assoc,bags,charsio,clpfd,csv,date,dcg/basics,debug,error,gensym,heaps,lists,nb_set,occurs,option,ordsets,pairs,random,rbtrees,readutil,record,settings,solution_sequences,strings,system,tabling,terms,ugraphs,writef,yall,dec10,readln,main]).
pred(N/A) :- predicate_property(H, built_in), functor(H, N, A).
pred(M:N/A) :- libs(Ls), member(L, Ls), ( L = _/B -> M = B ; M = L ), current_predicate(M:N/A).
shape(1, 'C=f(C)').
shape(2, 'C=[a|C]').
shape(3, 'C= -(C)').
shape(4, 'C=[C]').
shape(5, 'C=[1|C]').
shape(6, 'C=[0\'a|C]').
shape(7, 'C=f(C,1)').
main :-
    libs(Ls), forall(member(L, Ls), catch(use_module(library(L)), _, true)),
    findall(P, pred(P), Ps0), sort(Ps0, Ps),
    forall(( member(P, Ps), (P = _:N/A ; P = N/A), \+ sub_atom(N, 0, _, _, '$'), \+ excluded(N), A > 0,
             shape(_, S), (between(1, A, I) ; I = all)),
           ( format("~q.~n", [g(P, I, S)]) )).
:- initialization((main, halt)).
