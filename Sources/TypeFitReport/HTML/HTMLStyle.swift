/// The report's fixed style sheet and script. Nothing from the report is ever interpolated
/// here: the script reads what it filters on from escaped `data-` attributes in the document.
enum HTMLStyle {
    /// The colours, as custom properties of the document (or of an SVG drawing on its own).
    static let palette = """
        :root{--ink:#1b1f24;--muted:#59636e;--line:#d1d9e0;--bg:#f6f8fa;--over:#d1242f;--fit:#1b1b1b;
        --box:#0969da;--unsafe:#e4dcef;--margin:#d6ebf9;--readable:#1a7f37;--error:#cf222e;--warning:#9a6700;--note:#0969da}

        """

    /// How a drawing's parts look (`SceneDrawing`): in the report's style sheet, and inside each
    /// drawing the live fit page shows as an image.
    static let sceneRules = """
        .scene .screen{fill:#fff}
        .scene .unsafe{fill:var(--unsafe)}
        .scene .margin{fill:var(--margin)}
        .scene .readable{fill:none;stroke:var(--readable);stroke-width:1.25;stroke-dasharray:5 3;vector-effect:non-scaling-stroke}
        .scene .box{fill:#0969da0d;stroke:var(--box);stroke-width:1.25;vector-effect:non-scaling-stroke}
        .scene .box.intrinsic{stroke-dasharray:6 3}
        .scene .window{fill:none;stroke:#57606a;stroke-width:1.5;vector-effect:non-scaling-stroke}
        .scene .cut{fill:none;stroke:#57606a;stroke-width:1.5;stroke-dasharray:2 4;vector-effect:non-scaling-stroke}
        .scene .over{fill:var(--over)}
        .scene .fit{fill:var(--fit)}

        """

    /// Findings and long tables are `content-visibility: auto`: the browser lays out and paints
    /// only those near the screen (CSS Containment Level 2), which took a report of 3,345 drawings
    /// from about 6 s to under 3 s to open in headless Chromium (docs/benchmarks.md); find-in-page
    /// and the filters still see everything.
    static let css = palette + """
        *{box-sizing:border-box}
        [hidden]{display:none!important}
        body{margin:0;font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Inter,"Noto Sans",sans-serif;color:var(--ink);background:#fff}
        main{max-width:1240px;margin:0 auto;padding:24px}
        h1{font-size:22px;margin:0 0 4px}
        h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
        h3{font-size:15px;margin:0;display:inline}
        code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
        .muted{color:var(--muted)}
        table{border-collapse:collapse;margin:6px 0}
        th,td{border:1px solid var(--line);padding:3px 8px;text-align:left;vertical-align:top}
        th{background:var(--bg);font-weight:600}
        td.n{text-align:right;font-variant-numeric:tabular-nums}
        .tables{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
        .filters{position:sticky;top:0;z-index:2;background:#fffffff0;border:1px solid var(--line);border-radius:8px;
        padding:8px 12px;margin:16px 0;display:flex;flex-wrap:wrap;gap:6px 16px;align-items:center}
        .filters label{display:flex;gap:6px;align-items:center}
        .filters select,.filters input{font:inherit;padding:2px 4px}
        .legend{display:flex;flex-wrap:wrap;gap:4px 18px;color:var(--muted);font-size:13px;margin:8px 0}
        .legend span{display:inline-flex;gap:6px;align-items:center}
        .swatch{display:inline-block;width:18px;height:12px;border:1px solid #888}
        .finding{border:1px solid var(--line);border-radius:8px;padding:12px 14px;margin:14px 0;background:#fff}
        .finding>header{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:baseline}
        .sev{font-weight:600;text-transform:uppercase;font-size:11px;letter-spacing:.04em;border-radius:4px;padding:1px 6px;color:#fff}
        .sev.error{background:var(--error)}.sev.warning{background:var(--warning)}.sev.note{background:var(--note)}
        .msg{margin:6px 0}
        .meta{display:grid;grid-template-columns:max-content 1fr;gap:1px 12px;margin:6px 0;font-size:13px}
        .meta dt{color:var(--muted)}.meta dd{margin:0}
        .texts th{width:8em}
        .texts td{font-size:15px;white-space:pre-wrap;overflow-wrap:anywhere}
        .sizes{display:flex;flex-wrap:wrap;gap:14px;margin-top:10px}
        figure{margin:0;max-width:100%}
        figcaption{font-size:12px;color:var(--muted);max-width:380px;margin-top:4px}
        figcaption b{color:var(--ink)}
        .scene{display:block;max-width:100%;height:auto;cursor:zoom-in;background:#fbfbfb;border-radius:4px}

        """ + sceneRules + """
        .zoomed .scene{cursor:zoom-out;max-width:none}
        .glyphs{position:absolute;width:0;height:0;overflow:hidden}
        .err{color:var(--error)}
        .scroll{overflow-x:auto;max-width:100%}
        article.finding,.scroll{content-visibility:auto;contain-intrinsic-size:auto 600px}
        """

    /// Places each drawing's glyphs when it comes within a screen of the view (and all of them
    /// before printing), from the `data-glyphs` entries `SceneDrawing` writes: `id x [y [scale]]`
    /// joined by `;`, a missing y or scale being the previous entry's. Then shows the filter bar
    /// (hidden without script, so a script-less viewer sees every finding and no dead controls),
    /// hides what does not match, and zooms a drawing to 1 pt = 1 CSS px on click.
    static let script = """
        (function(){
        function place(svg){
          var ref=svg.getAttribute('data-ref'),original=ref&&document.getElementById('d'+ref);
          if(original&&original.ownerSVGElement){place(original.ownerSVGElement);}
          var ns=svg.namespaceURI;
          var groups=svg.querySelectorAll('g[data-glyphs]');
          for(var i=0;i<groups.length;i++){
            var g=groups[i],entries=g.getAttribute('data-glyphs').split(';'),y='0',scale='1';
            var part=document.createDocumentFragment();
            for(var j=0;j<entries.length;j++){
              var f=entries[j].split(' ');
              if(f.length>2){y=f[2];}
              if(f.length>3){scale=f[3];}
              var use=document.createElementNS(ns,'use');
              use.setAttribute('href','#'+f[0]);
              use.setAttribute('transform','translate('+f[1]+' '+y+') scale('+scale+')');
              part.appendChild(use);
            }
            g.insertBefore(part,g.firstChild);
            g.removeAttribute('data-glyphs');
          }
        }
        var scenes=document.querySelectorAll('svg.scene');
        function placeAll(){for(var i=0;i<scenes.length;i++){place(scenes[i]);}}
        if(!('IntersectionObserver' in window)){placeAll();return;}
        var seen=new IntersectionObserver(function(changes){
          for(var i=0;i<changes.length;i++){
            if(changes[i].isIntersecting){place(changes[i].target);seen.unobserve(changes[i].target);}
          }
        },{rootMargin:'100% 0px'});
        for(var i=0;i<scenes.length;i++){seen.observe(scenes[i]);}
        window.addEventListener('beforeprint',placeAll);
        })();
        (function(){
        var form=document.getElementById('filters');
        if(!form){return;}
        form.hidden=false;
        var rank={note:0,warning:1,error:2};
        var items=document.querySelectorAll('[data-f]');
        var shown=document.getElementById('shown');
        function value(name){var e=form.querySelector('[data-filter="'+name+'"]');return e?e.value:'';}
        function apply(){
          var locale=value('locale'),rule=value('rule'),severity=value('severity'),size=value('size');
          var query=value('search').trim().toLowerCase();
          var count=0;
          for(var i=0;i<items.length;i++){
            var e=items[i],d=e.dataset;
            var ok=(!locale||d.locale===locale)&&(!rule||d.rule===rule)
              &&(!severity||rank[d.severity]>=rank[severity])
              &&(!size||(' '+d.sizes+' ').indexOf(' '+size+' ')>=0)
              &&(!query||e.textContent.toLowerCase().indexOf(query)>=0);
            e.hidden=!ok;
            if(ok){count++;}
            var figures=e.querySelectorAll('figure[data-size]');
            for(var j=0;j<figures.length;j++){
              figures[j].hidden=!!size&&(' '+figures[j].dataset.size+' ').indexOf(' '+size+' ')<0;
            }
          }
          shown.textContent=count+' of '+items.length+' shown';
        }
        form.addEventListener('input',apply);
        form.addEventListener('change',apply);
        form.addEventListener('submit',function(event){event.preventDefault();});
        document.addEventListener('click',function(event){
          var svg=event.target.closest?event.target.closest('svg.scene'):null;
          if(!svg){return;}
          var figure=svg.parentNode,box=svg.viewBox.baseVal;
          if(figure.classList.toggle('zoomed')){svg.style.width=box.width+'px';svg.style.height=box.height+'px';}
          else{svg.style.width='';svg.style.height='';}
        });
        apply();
        })();
        """
}
