import gc, sys, time
gc.disable()
mode=sys.argv[1]
sys.argv=[sys.argv[0],mode,sys.argv[2]]
import ui_startup_child as c
T={}
def wrapm(cls, name, label=None):
    o=getattr(cls,name)
    label=label or f"{cls.__name__}.{name}"
    def w(*a,**k):
        t=time.process_time(); r=o(*a,**k); T[label]=T.get(label,0)+time.process_time()-t; return r
    setattr(cls,name,w)
from textual.app import App
from textual.screen import Screen
import textual.css.stylesheet as SS
wrapm(SS.Stylesheet,'apply'); wrapm(SS.Stylesheet,'parse'); wrapm(SS.Stylesheet,'reparse'); wrapm(SS.Stylesheet,'update_nodes')
wrapm(Screen,'_refresh_layout'); wrapm(Screen,'_compositor_refresh')
if mode!='minimal':
    import mafia_tui.ui.app as A
    wrapm(A.MafiaApp,'__init__'); wrapm(A.MafiaApp,'_resume_session'); wrapm(A.MafiaApp,'_game_screen')
    import mafia_tui.ui.screens.game as G
    wrapm(G.GameScreen,'compose'); wrapm(G.GameScreen,'on_mount')
t0=time.process_time()
c.main()
print({k:round(v*1e3,1) for k,v in T.items()}, 'main', round((time.process_time()-t0)*1e3,1))
