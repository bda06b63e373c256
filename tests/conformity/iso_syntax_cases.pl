% The numbered read and write cases of the ISO conformity assessment table
% of ISO/IEC JTC1 SC22 WG17 (Ulrich Neumerkel's "Conformity testing",
% complang.tuwien.ac.at/ulrich/iso-prolog/conformity_testing), encoded here
% as iso_case(Number, Premise, Input, Expected) for tests/conformity/run.pl,
% which describes the forms.  Number is the table's case number; Input is
% the text read (`\n` and `\t` inside it are a real new line and tab of the
% input); Expected is ISO 13211-1's outcome, with the alternatives the
% table allows where output may differ in spacing or float format.  Every
% expectation was checked against GNU Prolog 1.4.5 (see
% docs/iso_deviations.md for the five cases where it differs, and why).
iso_case(1, '', 'writeq(\'\\n\').', output(['\'\\n\''])).
iso_case(2, '', '\'', syntax_error).
iso_case(3, '', ')', syntax_error).
iso_case(261, '', ')\n\'', syntax_error).
iso_case(4, '', '.', syntax_error).
iso_case(5, '', 'writeq(\'\t\').', syntax_error).
iso_case(177, '', '0\'\t=0\'\t.', syntax_error).
iso_case(6, '', 'writeq(\'\n\').', syntax_error).
iso_case(7, '', 'writeq(\'\\\n\').', output(['\'\''])).
iso_case(8, '', 'writeq(\'\\\na\').', output(['a'])).
iso_case(9, '', 'writeq(\'a\\\nb\').', output(['ab'])).
iso_case(10, '', 'writeq(\'a\\\n b\').', output(['\'a b\''])).
iso_case(11, '', 'writeq(\'\\ \').', syntax_error).
iso_case(193, '', 'writeq(\'\\ \n\').', syntax_error).
iso_case(12, '', 'writeq(\'\\\t\').', syntax_error).
iso_case(13, '', 'writeq(\'\\t\').', output(['\'\\t\''])).
iso_case(14, '', 'writeq(\'\\a\').', output(['\'\\a\''])).
iso_case(15, '', 'writeq(\'\\7\\\').', output(['\'\\a\''])).
iso_case(16, '', 'writeq(\'\\ca\').', syntax_error).
iso_case(241, '', 'writeq(\'\\d\').', syntax_error).
iso_case(17, '', 'writeq(\'\\e\').', syntax_error).
iso_case(18, '', 'writeq(\'\\033\\\').', output(['\'\\x1b\\\'', '\'\\x1B\\\''])).
iso_case(301, '', 'writeq(\'\\0\\\').', output(['\'\\x0\\\''])).
iso_case(19, '', 'char_code(\'\\e\',C).', syntax_error).
iso_case(21, '', 'char_code(\'\\d\',C).', syntax_error).
iso_case(22, '', 'writeq(\'\\u1\').', syntax_error).
iso_case(23, '', 'X = 0\'\\u1.', syntax_error).
iso_case(24, '', 'writeq(\'', syntax_error).
iso_case(25, '', 'writeq(.', syntax_error).
iso_case(26, '', '\'\\\n\'\'.', syntax_error).
iso_case(210, '', 'X = 0\'\\.', syntax_error).
iso_case(211, '', 'X = 0\'\\. .', syntax_error).
iso_case(222, '', 'writeq((-)-(-)).', output(['(-)-(-)'])).
iso_case(223, '', 'writeq(((:-):-(:-))).', output(['(:-):-(:-)'])).
iso_case(27, '', 'writeq((*)=(*)).', output(['(*)=(*)'])).
iso_case(28, '', 'writeq([:-,-]).', output(['[:-,-]'])).
iso_case(29, '', 'writeq(f(*)).', output(['f(*)'])).
iso_case(30, '', 'writeq(a*(b+c)).', output(['a*(b+c)'])).
iso_case(31, '', 'writeq(f(;,\'|\',\';;\')).', output(['f(;,\'|\',\';;\')'])).
iso_case(32, '', 'writeq([.,.(.,.,.)]).', output(['[\'.\',\'.\'(\'.\',\'.\',\'.\')]'])).
iso_case(33, '', 'writeq((a :- b,c)).', output(['a:-b,c'])).
iso_case(34, '', 'write_canonical([a]).', output(['\'.\'(a,[])', '[a]'])).
iso_case(35, '', 'writeq(\'/*\').', output(['\'/*\''])).
iso_case(203, '', 'writeq(//*).', output(['//*'])).
iso_case(282, '', 'writeq(//*.*/).', output(['//*.*/'])).
iso_case(36, '', 'writeq(\'/**\').', output(['\'/**\''])).
iso_case(37, '', 'writeq(\'*/\').', output(['*/'])).
iso_case(38, '', '"\\\'\\`\\"" = "\'`""".', true).
iso_case(179, '', '"\\\'\\"" = "\'""".', true).
iso_case(178, '', '"\\`" = "`".', true).
iso_case(39, '', '\'\\\'\\`\\"\' = \'\'\'`"\'.', true).
iso_case(40, '', 'writeq(\'\\\'\\`\\"\\"\').', output(['\'\\\'`""\'', '\'\'\'`""\''])).
iso_case(41, '', '(\'\\\\\') = (\\).', true).
iso_case(42, 'op(1,xf,xf1) .', '1xf1 = xf1(1).', true).
iso_case(43, '', 'X = 0X1.', syntax_error).
iso_case(44, '', 'float(.0).', syntax_error).
iso_case(45, 'op(100,xfx,\'.\') .', 'functor(3 .2,F,A), F = (\'.\'), A = 2.', true).
iso_case(46, '', 'float(- .0).', syntax_error).
iso_case(47, '', 'float(1E9).', syntax_error).
iso_case(48, '', 'integer(1e).', syntax_error).
iso_case(49, 'op(9,xf,e9) .', '1e9 = e9(1).', true).
iso_case(50, 'op(9,xf,e) .', '1e-9 = -(e(1),9).', true).
iso_case(51, 'op(9,xf,e) .', '1.0e- 9 = -(e(1.0),9).', true).
iso_case(204, 'op(9,xf,e) .', 'writeq(1e).', output(['1 e'])).
iso_case(220, 'op(9,xf,e) .', 'writeq(1.0e).', output(['1.0 e'])).
iso_case(52, 'op(9,xfy,e) .', '1.2e 3 = e(X,Y), X = 1.2, Y = 3.', true).
iso_case(53, '', 'writeq(1.0e100).', output(['1.0e100', '1.0e+100'])).
iso_case(54, '', 'float(1.0ee9).', syntax_error).
iso_case(286, '', '(- (1)) = -(1).', true).
iso_case(287, '', '(- -1) = -(-1).', true).
iso_case(288, '', '(- 1^2) = ^(-1,2).', true).
iso_case(56, '', 'integer(- 1).', true).
iso_case(57, '', 'integer(\'-\'1).', true).
iso_case(58, '', 'integer(\'-\' 1).', true).
iso_case(59, '', 'integer(- /*.*/1).', true).
iso_case(60, '', 'integer(-/*.*/1).', syntax_error).
iso_case(61, '', 'integer(\'-\'/*.*/1).', true).
iso_case(62, '', 'atom(-/*.*/-).', true).
iso_case(63, '', 'op(0,fy,-).', true).
iso_case(180, 'op(0,fy,-) .', 'integer(-1).', true).
iso_case(64, 'op(0,fy,-) .', 'integer(- 1).', true).
iso_case(135, '', 'writeq(-(1)).', output(['- (1)'])).
iso_case(136, '', 'op(0,fy,-),writeq(-(1)).', output(['-(1)'])).
iso_case(182, '', 'writeq(-(-1)).', output(['- -1'])).
iso_case(183, '', 'writeq(-(1^2)).', output(['- (1^2)', '-(1^2)'])).
iso_case(260, '', 'writeq(-(a^2)).', output(['-a^2', '- (a^2)', '-(a^2)'])).
iso_case(139, '', 'writeq(-((a,b))).', output(['- (a,b)'])).
iso_case(218, '', 'writeq(-(1*2)).', output(['- (1*2)', '-(1*2)'])).
iso_case(140, '', 'writeq(-a).', output(['-a'])).
iso_case(184, '', 'writeq(-(-)).', output(['- (-)', '-(-)'])).
iso_case(185, '', 'writeq(-[-]).', output(['-[-]'])).
iso_case(188, '', 'writeq(-p(c)).', output(['-p(c)'])).
iso_case(189, '', 'writeq(-{}).', output(['-{}'])).
iso_case(190, '', 'writeq(-{a}).', output(['-{a}'])).
iso_case(191, '', 'writeq(-(-a)).', output(['- -a'])).
iso_case(192, '', 'writeq(-(-(-a))).', output(['- - -a'])).
iso_case(216, '', 'writeq(-(-(1))).', output(['- - (1)', '- -(1)'])).
iso_case(215, 'op(100,yfx,~) .', 'writeq(-(1~2~3)).', output(['- (1~2~3)', '-(1~2~3)'])).
iso_case(248, 'op(100,yfx,~) .', 'writeq(- (1~2)).', output(['- (1~2)', '-(1~2)'])).
iso_case(249, 'op(100,yfx,~) .', 'writeq(1~2).', output(['1~2'])).
iso_case(278, '', 'op(9,xfy,.), writeq(-[1]).', output(['-[1]'])).
iso_case(279, '', 'op(9,xf,\'$VAR\'), writeq(- \'$VAR\'(0)).', output(['-A'])).
iso_case(296, 'op(9,xf,\'$VAR\') .', 'writeq(\'$VAR\'(0)).', output(['A'])).
iso_case(55, 'op(1,yf,yf1) .', '{-1 yf1}={yf1(X)}, X = -1.', true).
iso_case(65, '', 'compound(+1).', true).
iso_case(66, '', 'compound(+ 1).', true).
iso_case(277, '', 'writeq(+1^2).', output(['+1^2'])).
iso_case(67, 'op(0,fy,+) .', 'compound(+1).', syntax_error).
iso_case(257, '', 'writeq([+{a},+[]]).', output(['[+{a},+[]]'])).
iso_case(68, '', '[(:-)|(:-)]=[:-|:-].', true).
iso_case(69, '', 'X=[a|b,c].', syntax_error).
iso_case(70, '', 'op(1000,xfy,\',\').', error(permission_error(modify,operator,','))).
iso_case(71, '', 'op(1001,xfy,\',\').', error(permission_error(modify,operator,','))).
iso_case(72, '', 'op(999,xfy,\'|\').', error(permission_error(_,operator,'|'))).
iso_case(73, '', 'X=[a|b].', true).
iso_case(285, 'op(0,xfy,\'|\') .', 'X=[(a|b)].', syntax_error).
iso_case(219, '', '[a|[]]=[a].', true).
iso_case(74, '', 'X=[a|b|c].', syntax_error).
iso_case(75, '', 'var(a:-b).', syntax_error).
iso_case(76, '', ':- = :- .', syntax_error).
iso_case(77, '', '- = - .', syntax_error).
iso_case(78, '', '* = * .', syntax_error).
iso_case(79, '', 'current_op(200,fy,-).', true).
iso_case(80, '', 'current_op(200,fy,+).', true).
iso_case(81, '', '{- - c}={-(-(c))}.', true).
iso_case(82, '', '(- -) = -(-).', syntax_error).
iso_case(83, '', '(- - -) = -(-(-)).', syntax_error).
iso_case(84, '', '(- - - -) = -(-(-(-))).', syntax_error).
iso_case(85, '', '{:- :- c} = {:-(:-,c)}.', syntax_error).
iso_case(86, '', '{- = - 1}={(-(=)) - 1}.', syntax_error).
iso_case(87, '', 'write_canonical((- = - 1)).', syntax_error).
iso_case(88, '', 'write_canonical((- = -1)).', syntax_error).
iso_case(89, '', 'write_canonical((-;)).', syntax_error).
iso_case(90, '', 'write_canonical((-;-)).', syntax_error).
iso_case(91, '', 'write_canonical((:-;-)).', syntax_error).
iso_case(92, '', '[:- -c] = [(:- -c)].', syntax_error).
iso_case(93, '', 'writeq([a,b|,]).', syntax_error).
iso_case(94, '', 'X ={,}.', syntax_error).
iso_case(95, '', '{1} = {}(1).', true).
iso_case(96, '', 'write_canonical({1}).', output(['{1}', '{}(1)'])).
iso_case(97, '', '\'[]\'(1) = [ ](X), X = 1.', true).
iso_case(98, '', 'X = [] (1).', syntax_error).
iso_case(99, '', 'op(100,yfy,op).', error(domain_error(operator_specifier,yfy))).
iso_case(100, '', '\'\'\'\' = \'\\\'\'.', true).
iso_case(101, '', 'a = \'\\141\\\'.', true).
iso_case(102, '', 'a = \'\\141\'.', syntax_error).
iso_case(103, '', 'X = \'\\141\\141\', X = a141.', true).
iso_case(104, '', 'X = \'\\9\'.', syntax_error).
iso_case(105, '', 'X = \'\\N\'.', syntax_error).
iso_case(106, '', 'X = \'\\\\\' .', syntax_error).
iso_case(107, '', 'X = \'\\77777777777\\\'.', syntax_error).
iso_case(108, '', 'a = \'\\x61\\\'.', true).
iso_case(109, '', 'atom_codes(\'\\xG\\\',Cs).', syntax_error).
iso_case(110, '', 'atom_codes(\'\\xG1\\\',Cs).', syntax_error).
iso_case(111, '', 'atom(`).', syntax_error).
iso_case(112, '', 'atom(`+).', syntax_error).
iso_case(297, '', 'atom(`\n`).', syntax_error).
iso_case(113, '', 'X = `a`.', syntax_error).
iso_case(114, '', 'integer(0\'\\\').', true).
iso_case(115, '', 'integer(0\'\'\').', true).
iso_case(116, '', '0\'\'\' = 0\'\\\'.', true).
iso_case(117, '', 'integer(0\'\').', syntax_error).
iso_case(195, '', 'op(100,xf,\'\').', true).
iso_case(205, 'op(100,xf,\'\') .', '(0 \'\') = \'\'(X), X = 0.', true).
iso_case(196, 'op(100,xf,\'\') .', 'writeq(0 \'\').', output(['0 \'\''])).
iso_case(197, 'op(100,xf,\'\') .', 'writeq(0\'\').', output(['0 \'\''])).
iso_case(118, '', 'op(100,xfx,\'\').', true).
iso_case(119, 'op(100,xfx,\'\') .', 'functor(0 \'\'1, F, A), F = (\'\'), A = 2.', true).
iso_case(120, 'op(100,xfx,\'\') .', 'functor(0\'\'1, F, A), F = (\'\'), A = 2.', true).
iso_case(206, 'op(100,xf,f) .', 'writeq(0\'f\').', syntax_error).
iso_case(207, 'op(100,xf,f) .', 'writeq(0\'f\'f\').', output(['102 f'])).
iso_case(209, 'op(100,xf,f) .', 'writeq(0\'ff).', output(['102 f'])).
iso_case(256, 'op(100,xf,f) .', 'writeq(0f).', output(['0 f'])).
iso_case(208, 'op(100,xf,\'f \') .', 'writeq(0 \'f \').', output(['0 \'f \''])).
iso_case(121, '', 'X = 2\'1.', syntax_error).
iso_case(122, 'op(100,xfx,\'1\') .', 'functor(2\'1\'y, F, A), F = (\'1\'), A = 2.', true).
iso_case(262, 'op(100,xfx,\'1\') .', 'functor(2 \'1\'y, F, A), F = (\'1\'), A = 2.', true).
iso_case(123, '', 'X =0\'\\x41\\ , X = 65.', true).
iso_case(124, '', 'X =0\'\\x41\\, X = 65.', true).
iso_case(125, '', 'X =0\'\\x1\\, X = 1.', true).
iso_case(127, '', 'X is 16\'mod\'2, X = 0.', true).
iso_case(128, '', 'X is 37\'mod\'2, X = 1.', true).
iso_case(129, '', 'X is 0\'mod\'1.', syntax_error).
iso_case(130, '', 'X is 1\'+\'1, X = 2.', true).
iso_case(212, '', 'X is 1\'\\\n+\'1, X = 2.', true).
iso_case(213, '', 'X is 0\'\\\n+\'1, X = 1.', true).
iso_case(259, '', 'X = 0\'\\\n+\'/*\'. %*/1, X = 0+1.', true).
iso_case(303, '', 'X = 0\'\\\na.', syntax_error).
iso_case(214, '', 'X is 0\'\\', syntax_error).
iso_case(126, '', 'X = 0\'\\\n.\\', syntax_error).
iso_case(131, '', 'op(100,fx,\' op\').', true).
iso_case(132, 'op(100,fx,\' op\') .', 'writeq(\' op\' \'1\').', output(['\' op\' \'1\''])).
iso_case(133, 'op(100,fx,\' op\') .', 'writeq(\' op\'[]).', output(['\' op\'[]'])).
iso_case(134, 'op(1,xf,xf1) .', 'writeq({- =xf1}).', syntax_error).
iso_case(137, '', 'writeq(- (a*b)).', output(['- (a*b)', '-(a*b)'])).
iso_case(138, '', 'writeq(\\ (a*b)).', output(['\\ (a*b)', '\\(a*b)'])).
iso_case(141, '', 'current_op(P,xfy,.).', fails).
iso_case(142, '', 'op(100,xfy,.).', true).
iso_case(143, 'op(100,xfy,.) .', 'writeq(1 .2).', output(['[1|2]'])).
iso_case(144, 'op(100,xfy,.) .', 'writeq([1]).', output(['[1]'])).
iso_case(283, 'op(100,xfy,.) .', 'writeq(-[1]).', output(['-[1]'])).
iso_case(221, 'op(100,xfy,.) .', 'X = 1.e, X = [1|e].', true).
iso_case(258, 'op(100,xfy,.) .', 'writeq(ok).%\n1 = X.', output(['ok'])).
iso_case(145, '', 'write_canonical(\'$VAR\'(0)).', output(['\'$VAR\'(0)'])).
iso_case(146, '', 'write_term(\'$VAR\'(0),[]).', output(['$VAR(0)'])).
iso_case(244, '', 'writeq(\'$VAR\'(0)).', output(['A'])).
iso_case(245, '', 'writeq(\'$VAR\'(-1)).', output(['\'$VAR\'(-1)'])).
iso_case(246, '', 'writeq(\'$VAR\'(-2)).', output(['\'$VAR\'(-2)'])).
iso_case(247, '', 'writeq(\'$VAR\'(x)).', output(['\'$VAR\'(x)'])).
iso_case(289, '', 'writeq(\'$VAR\'(\'A\')).', output(['\'$VAR\'(\'A\')'])).
iso_case(147, 'op(9,fy,fy),op(9,yf,yf) .', 'write_canonical(fy 1 yf).', output(['fy(yf(1))'])).
iso_case(148, 'op(9,fy,fy),op(9,yf,yf) .', 'write_canonical(fy yf).', syntax_error).
iso_case(149, 'op(9,fy,fy),op(9,yf,yf) .', 'writeq(fy(yf(1))).', output(['fy 1 yf'])).
iso_case(150, 'op(9,fy,fy),op(9,yf,yf) .', 'writeq(yf(fy(1))).', output(['(fy 1)yf'])).
iso_case(151, 'op(9,fy,fy),op(9,yfx,yfx) .', 'write_canonical(fy 1 yfx 2).', output(['fy(yfx(1,2))'])).
iso_case(152, 'op(9,fy,fy),op(9,yfx,yfx) .', 'writeq(fy(yfx(1,2))).', output(['fy 1 yfx 2'])).
iso_case(153, 'op(9,fy,fy),op(9,yfx,yfx) .', 'writeq(yfx(fy(1),2)).', output(['(fy 1)yfx 2', '(fy 1) yfx 2'])).
iso_case(154, 'op(9,yf,yf),op(9,xfy,xfy) .', 'write_canonical(1 xfy 2 yf).', output(['xfy(1,yf(2))'])).
iso_case(155, 'op(9,yf,yf),op(9,xfy,xfy) .', 'writeq(xfy(1,yf(2))).', output(['1 xfy 2 yf'])).
iso_case(156, 'op(9,yf,yf),op(9,xfy,xfy) .', 'writeq(yf(xfy(1,2))).', output(['(1 xfy 2)yf'])).
iso_case(157, 'op(0,xfy,:-) .', 'current_op(P,xfx,:-).', fails).
iso_case(158, '', 'op(0,xfy,\',\').', error(permission_error(modify,operator,','))).
iso_case(159, 'op(9,fy,f),op(9,yf,f) .', 'write_canonical(f f 0).', output(['f(f(0))'])).
iso_case(201, 'op(9,fy,f),op(9,yf,f) .', 'writeq(f(f(0))).', output(['f f 0'])).
iso_case(202, 'op(9,fy,f),op(9,yf,f) .', 'write_canonical(f 0 f).', output(['f(f(0))'])).
iso_case(160, 'op(9,fy,f),op(9,yf,f) .', 'write_canonical(0 f f).', output(['f(f(0))'])).
iso_case(161, 'op(9,fy,f),op(9,yf,f) .', 'write_canonical(f f).', syntax_error).
iso_case(162, 'op(9,fy,p),op(9,yfx,p) .', 'write_canonical(1 p p p 2).', syntax_error).
iso_case(163, 'op(9,fy,p),op(9,xfy,p) .', 'write_canonical(1 p p p 2).', output(['p(1,p(p(2)))'])).
iso_case(164, 'op(7,fy,p),op(9,yfx,p) .', 'write_canonical(1 p p p 2).', output(['p(1,p(p(2)))'])).
iso_case(165, '', 'atom(\'.\'\'-\'\'.\').', true).
iso_case(166, '', 'op(0,xfy,\'|\').', true).
iso_case(167, 'op(0,xfy,\'|\') .', 'writeq((a|b)).', syntax_error).
iso_case(168, '', 'op(0,xfy,.),op(9,yf,.).', true).
iso_case(169, 'op(0,xfy,.),op(9,yf,.) .', 'writeq(.(.)).', output(['(\'.\')\'.\''])).
iso_case(194, '', 'op(0,xfy,.),writeq((.)+(.)).', output(['\'.\'+\'.\''])).
iso_case(170, '', 'set_prolog_flag(double_quotes,chars).', true).
iso_case(171, 'set_prolog_flag(double_quotes,chars) .', 'writeq("a").', output(['[a]'])).
iso_case(229, 'set_prolog_flag(double_quotes,chars) .', 'writeq("\\z").', syntax_error).
iso_case(300, 'set_prolog_flag(double_quotes,chars) .', 'writeq("\\0\\").', output(['[\'\\x0\\\']'])).
iso_case(174, '', '-1 = -0x1.', true).
iso_case(175, '', 'T = t(0b1,0o1,0x1), T = t(1,1,1).', true).
iso_case(176, '', 'X is 0b1mod 2, X = 1.', true).
iso_case(217, '', 'op(1105,xfy,\'|\').', true).
iso_case(181, 'op(1105,xfy,\'|\') .', 'writeq((a-->b,c|d)).', output(['a-->b,c|d'])).
iso_case(290, 'op(1105,xfy,\'|\') .', 'writeq([(a|b)]).', output(['[(a|b)]'])).
iso_case(186, '', 'X/* /*/=7, X = 7.', true).
iso_case(187, '', 'X/*/*/=7, X = 7.', true).
iso_case(198, '', 'atom($-).', true).
iso_case(199, '', 'atom(-$).', true).
iso_case(200, 'op(900,fy,[$]) .', 'write_canonical($a+b).', output(['$(+(a,b))'])).
iso_case(225, '', 'char_code(C,0), writeq(C).', output(['\'\\x0\\\''])).
iso_case(250, '', 'writeq(\'\\0\\\').', output(['\'\\x0\\\''])).
iso_case(226, '', 'write_canonical(_+_).', vars(distinct)).
iso_case(227, '', 'write_canonical(B+B).', vars(same)).
iso_case(228, '', 'writeq(0\'\\z).', syntax_error).
iso_case(230, '', 'char_code(\'\\^\',X).', syntax_error).
iso_case(231, '', 'writeq(0\'\\c).', syntax_error).
iso_case(232, '', 'writeq(0\'\\ ).', syntax_error).
iso_case(233, '', 'writeq(nop (1)).', syntax_error).
iso_case(234, 'op(400,fx,f) .', 'writeq(f/*.*/(1,2)).', output(['f (1,2)'])).
iso_case(235, 'op(400,fx,f) .', 'writeq(1 = f).', syntax_error).
iso_case(236, '', 'write_canonical(a- - -b).', output(['-(a,-(-(b)))'])).
iso_case(237, '', 'op(699,xf,>).', error(permission_error(create,operator,>))).
iso_case(238, '\\+catch(op(699,xf,>),error(permission_error(create,operator,>),_),false) .', 'writeq(>(>(a),b)).', output(['>(a)>b'])).
iso_case(239, '\\+catch(op(699,xf,>),error(permission_error(create,operator,>),_),false) .', 'write_canonical(a> >b).', syntax_error).
iso_case(242, '\\+catch(op(699,xf,>),error(permission_error(create,operator,>),_),false) .', 'write_canonical(a> =b).', syntax_error).
iso_case(243, '\\+catch(op(699,xf,>),error(permission_error(create,operator,>),_),false) .', 'write_canonical((a>,b)).', syntax_error).
iso_case(240, '\\+catch(op(699,xf,>),error(permission_error(create,operator,>),_),false) .', 'write_canonical(a>).', syntax_error).
iso_case(251, 'op(9,yfx,[bop,bo,b,op,xor]) .', 'writeq(0bop 2).', output(['0 bop 2'])).
iso_case(263, 'op(9,yfx,[bop,bo,b,op,xor]) .', 'writeq(0 bop 2).', output(['0 bop 2'])).
iso_case(252, 'op(9,yfx,[bop,bo,b,op,xor]) .', 'writeq(0bo 2).', output(['0 bo 2'])).
iso_case(253, 'op(9,yfx,[bop,bo,b,op,xor]) .', 'writeq(0b 2).', output(['0 b 2'])).
iso_case(254, 'op(9,yfx,[bop,bo,b,op,xor]) .', 'writeq(0op 2).', output(['0 op 2'])).
iso_case(255, 'op(9,yfx,[bop,bo,b,op,xor]) .', 'writeq(0xor 2).', output(['0 xor 2'])).
iso_case(264, '', 'writeq(\'^`\').', output(['\'^`\''])).
iso_case(265, '', 'op(9,yf,[b2,o8]).', true).
iso_case(266, 'op(9,yf,[b2,o8]) .', 'writeq(0b2).', output(['0 b2'])).
iso_case(267, 'op(9,yf,[b2,o8]) .', 'writeq(0o8).', output(['0 o8'])).
iso_case(268, '', 'op(500,xfy,{}).', error(permission_error(create,operator,{}))).
iso_case(269, '', 'writeq(\'\\b\\r\\f\\t\\n\').', output(['\'\\b\\r\\f\\t\\n\''])).
iso_case(272, '', 'writeq(0B1).', syntax_error).
iso_case(274, '', 'op(20,fx,--),writeq(--(a)).', output(['--a'])).
iso_case(275, 'op(20,fx,--) .', 'op(0,fy,--),writeq(--(a)).', output(['--(a)'])).
iso_case(276, '', 'writeq(0xamod 2).', output(['10 mod 2'])).
iso_case(280, '', 'writeq(00\'+\'1).', output(['0+1'])).
iso_case(281, '', 'writeq(00\'a).', syntax_error).
iso_case(284, '', 'writeq(\'\\^J\').', syntax_error).
iso_case(291, '', 'writeq([(a,b)]).', output(['[(a,b)]'])).
iso_case(292, '', 'writeq(1= \\\\).', output(['1= \\\\'])).
iso_case(293, '', 'writeq((,)).', syntax_error).
iso_case(294, '', 'writeq({[}).', syntax_error).
iso_case(295, '', 'writeq({(}).', syntax_error).
iso_case(298, '', 'writeq([a,b|c]).', output(['[a,b|c]'])).
iso_case(299, '', '(\\+ (a,b)) = \\+(T).', true).
iso_case(302, '', '[] = \'[]\'.', true).
iso_case(304, 'op(300,fy,~) .', 'writeq(~ (a=b)).', output(['~ (a=b)', '~(a=b)'])).
iso_case(305, '', 'writeq(\\ (a=b)).', output(['\\ (a=b)', '\\(a=b)'])).
iso_case(306, '', 'writeq(+ (a=b)).', output(['+ (a=b)', '+(a=b)'])).
iso_case(307, '', 'writeq([/**/]).', output(['[]'])).
iso_case(308, '', 'writeq(.+).', output(['.+'])).
iso_case(309, '', 'writeq({a,b}).', output(['{a,b}'])).
iso_case(310, '', 'writeq({\\+ (}).', syntax_error).
iso_case(311, '', 'Finis ().', syntax_error).
