<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>RunPreflight</name>
    <message>
        <source>Choose a drive or a folder to test first.</source>
        <translation>Wählen Sie zuerst ein Laufwerk oder einen Ordner zum Testen.</translation>
    </message>
    <message>
        <source>Tick at least one of Read, Write and Mix.</source>
        <translation>Wählen Sie mindestens Lesen, Schreiben oder Gemischt.</translation>
    </message>
    <message>
        <source>Write tests cannot run on %1: %2</source>
        <translation>Schreibtests können auf %1 nicht laufen: %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem. Sektor writes a test file even for read tests; choose a writable folder.</source>
        <translation>%1 liegt auf einem schreibgeschützten Dateisystem. Sektor schreibt auch für Lesetests eine Testdatei; wählen Sie einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <source>Not enough free space on %1: the test file needs %2, but only %3 are free. Choose a smaller test size or another drive.</source>
        <translation>Nicht genug freier Speicher auf %1: Die Testdatei braucht %2, frei sind nur %3. Wählen Sie eine kleinere Testgröße oder ein anderes Laufwerk.</translation>
    </message>
</context>
<context>
    <name>Sektor::Batch</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>WARNUNG</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>mix</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 was not run: %2</source>
        <translation>%1 wurde nicht gemessen: %2</translation>
    </message>
    <message>
        <source>%1 was stopped while it ran.</source>
        <translation>%1 wurde während der Messung gestoppt.</translation>
    </message>
    <message>
        <source>%1 was skipped.</source>
        <translation>%1 wurde übersprungen.</translation>
    </message>
    <message>
        <source>%1 was not run: the batch was stopped before it.</source>
        <translation>%1 wurde nicht gemessen: die Serie wurde vorher gestoppt.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>1 drive</source>
        <translation>1 Laufwerk</translation>
    </message>
    <message>
        <source>%1 drives</source>
        <translation>%1 Laufwerke</translation>
    </message>
    <message>
        <source>%1, all finished.</source>
        <translation>%1, alle fertig.</translation>
    </message>
    <message>
        <source>%1: %2 finished, %3 did not.</source>
        <translation>%1: %2 fertig, %3 nicht.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <source>FLAGGED</source>
        <translation>MARKIERT</translation>
    </message>
    <message>
        <source>Look at:</source>
        <translation>Bitte prüfen:</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 Lesen</translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation>%1 Schreiben</translation>
    </message>
    <message>
        <source>More than %1 reports are named %2 already.</source>
        <translation>Mehr als %1 Berichte heißen schon %2.</translation>
    </message>
    <message>
        <source>rewrite</source>
        <translation>zurückschreiben</translation>
    </message>
    <message>
        <source>%1: %2 %3 %4, %5 % below the median of %6 drives of this model (%7)</source>
        <translation>%1: %2 %3 %4, %5 % unter dem Median von %6 Laufwerken dieses Modells (%7)</translation>
    </message>
    <message>
        <source>%1; confirmed by a second measurement (%2).</source>
        <translation>%1; durch eine zweite Messung bestätigt (%2).</translation>
    </message>
    <message>
        <source>%1; not confirmed: the second measurement did not finish (%2).</source>
        <translation>%1; nicht bestätigt: die zweite Messung wurde nicht fertig (%2).</translation>
    </message>
    <message>
        <source>%1: %2 %3 measured %4, then %5 the second time, within range of the %6 median: not flagged.</source>
        <translation>%1: %2 %3 maß %4, beim zweiten Mal %5, im Rahmen des Medians von %6: nicht markiert.</translation>
    </message>
    <message>
        <source>Measured again:</source>
        <translation>Erneut gemessen:</translation>
    </message>
    <message>
        <source>Against their model:</source>
        <translation>Im Vergleich mit ihrem Modell:</translation>
    </message>
</context>
<context>
    <name>Sektor::BurnIn</name>
    <message>
        <source>stamps</source>
        <translation>Stempel</translation>
    </message>
    <message>
        <source>random data</source>
        <translation>Zufallsdaten</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>Einsen</translation>
    </message>
    <message>
        <source>1 pass of %1 over %2</source>
        <translation>1 Durchgang mit %1 über %2</translation>
    </message>
    <message>
        <source>%1 passes of %2 over %3</source>
        <translation>%1 Durchgänge mit %2 über %3</translation>
    </message>
    <message>
        <source>Done: %1; every block written and read back.</source>
        <translation>Fertig: %1; jeder Block geschrieben und zurückgelesen.</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 steps (%3 % of its bytes): what it found is in what it did.</source>
        <translation>Nach %1 von %2 Schritten angehalten (%3 % seiner Bytes): was es fand, gilt für das, was es tat.</translation>
    </message>
    <message>
        <source>Stopped by its rule: %1 failed ranges found.</source>
        <translation>Durch seine Regel angehalten: %1 fehlerhafte Bereiche gefunden.</translation>
    </message>
    <message>
        <source>Stopped by its rule: slower than %1 MB/s for %2 s.</source>
        <translation>Durch seine Regel angehalten: %2 s lang langsamer als %1 MB/s.</translation>
    </message>
    <message>
        <source>Stopped by its rule: hotter than %1 °C.</source>
        <translation>Durch seine Regel angehalten: heißer als %1 °C.</translation>
    </message>
    <message>
        <source>The drive stopped answering at %1 (%2 % of it): nothing after that was tested.</source>
        <translation>Das Laufwerk antwortete ab %1 nicht mehr (bei %2 %): danach wurde nichts getestet.</translation>
    </message>
    <message>
        <source>Fake capacity: what was written for %1 came back at %2: the drive keeps less than it claims.</source>
        <translation>Gefälschte Kapazität: was für %1 geschrieben wurde, kam bei %2 zurück: das Laufwerk speichert weniger, als es angibt.</translation>
    </message>
    <message>
        <source>Mean rates: write %1 MB/s, read %2 MB/s.</source>
        <translation>Mittlere Raten: Schreiben %1 MB/s, Lesen %2 MB/s.</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>ATTENTION</source>
        <translation>ACHTUNG</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>DURCHGEFALLEN</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>UNVOLLSTÄNDIG</translation>
    </message>
    <message>
        <source>&lt; %1 ms</source>
        <translation>&lt; %1 ms</translation>
    </message>
    <message>
        <source>≥ %1 ms</source>
        <translation>≥ %1 ms</translation>
    </message>
    <message>
        <source>Nothing unreadable, corrupt, unwritable or slow was found.</source>
        <translation>Nichts Unlesbares, Verfälschtes, Unbeschreibbares oder Langsames gefunden.</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
    <message>
        <source>Blocks written, by time: %1</source>
        <translation>Geschriebene Blöcke nach Zeit: %1</translation>
    </message>
    <message>
        <source>Blocks read, by time: %1</source>
        <translation>Gelesene Blöcke nach Zeit: %1</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Ranges unreadable: %1 (%2 in all).</source>
        <translation>Unlesbare Bereiche: %1 (insgesamt %2).</translation>
    </message>
    <message>
        <source>Ranges read back other than written (corrupt): %1 (%2 in all).</source>
        <translation>Bereiche, die anders zurückgelesen wurden als geschrieben (verfälscht): %1 (insgesamt %2).</translation>
    </message>
    <message>
        <source>Ranges that could not be written: %1 (%2 in all).</source>
        <translation>Bereiche, die nicht geschrieben werden konnten: %1 (insgesamt %2).</translation>
    </message>
    <message>
        <source>Ranges of slow blocks (in the last time class): %1 (%2 in all).</source>
        <translation>Bereiche langsamer Blöcke (in der letzten Zeitklasse): %1 (insgesamt %2).</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>corrupt</source>
        <translation>verfälscht</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>Schreibfehler</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>%1: LBA %2–%3 (%4)</source>
        <translation>%1: LBA %2–%3 (%4)</translation>
    </message>
    <message>
        <source>… and %1 more ranges: the result file lists them all.</source>
        <translation>… und %1 weitere Bereiche: Die Ergebnisdatei führt sie alle auf.</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>nicht getestet</translation>
    </message>
    <message>
        <source>Pass %1 of %2 · %3 · %4 %</source>
        <translation>Durchgang %1 von %2 · %3 · %4 %</translation>
    </message>
    <message>
        <source>writing %1</source>
        <translation>schreibt %1</translation>
    </message>
    <message>
        <source>reading back %1</source>
        <translation>liest %1 zurück</translation>
    </message>
</context>
<context>
    <name>Sektor::Catalog</name>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>SATA/SAS</source>
        <translation>SATA/SAS</translation>
    </message>
    <message>
        <source>USB</source>
        <translation>USB</translation>
    </message>
    <message>
        <source>MMC/SD</source>
        <translation>MMC/SD</translation>
    </message>
    <message>
        <source>virtio</source>
        <translation>virtio</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>Loop</translation>
    </message>
    <message>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>RAM disk</source>
        <translation>RAM-Disk</translation>
    </message>
    <message>
        <source>compressed RAM used as swap</source>
        <translation>komprimierter Arbeitsspeicher als Auslagerungsbereich</translation>
    </message>
    <message>
        <source>empty loop device</source>
        <translation>leeres Loop-Gerät</translation>
    </message>
    <message>
        <source>no medium</source>
        <translation>kein Medium</translation>
    </message>
    <message>
        <source>compressed RAM disk not set up</source>
        <translation>komprimierte RAM-Disk nicht eingerichtet</translation>
    </message>
    <message>
        <source>the stopped run did not test a drive.</source>
        <translation>die angehaltene Messung hat kein Laufwerk getestet.</translation>
    </message>
    <message>
        <source>this drive has another size than the one the run began on.</source>
        <translation>dieses Laufwerk hat eine andere Größe als das, auf dem die Messung begann.</translation>
    </message>
    <message>
        <source>this is another drive: its model, serial number or WWN differ from the one the run began on.</source>
        <translation>dies ist ein anderes Laufwerk: Modell, Seriennummer oder WWN weichen von dem ab, auf dem die Messung begann.</translation>
    </message>
    <message>
        <source>this loop device shows another file than the one the run began on.</source>
        <translation>dieses Loop-Gerät zeigt eine andere Datei als das, auf dem die Messung begann.</translation>
    </message>
    <message>
        <source>the drive tells no serial number or WWN, so it cannot be told from another one.</source>
        <translation>das Laufwerk nennt keine Seriennummer und keine WWN und lässt sich daher von keinem anderen unterscheiden.</translation>
    </message>
    <message>
        <source>it holds no burn-in or read scan that stopped before its end: there is nothing to go on from.</source>
        <translation>sie enthält keinen Burn-in und keinen Lesescan, der vor seinem Ende anhielt: Es gibt nichts fortzusetzen.</translation>
    </message>
</context>
<context>
    <name>Sektor::Caveat</name>
    <message>
        <source>The filesystem refused direct I/O: results may include the page cache and be higher than the drive can do.</source>
        <translation>Das Dateisystem hat direktes I/O abgelehnt: Die Ergebnisse können den Seitencache enthalten und höher sein, als das Laufwerk leisten kann.</translation>
    </message>
    <message>
        <source>The target is held in memory (tmpfs, zram or a loop device over tmpfs): this measures RAM, not a drive.</source>
        <translation>Das Ziel liegt im Arbeitsspeicher (tmpfs, zram oder ein Loop-Gerät auf tmpfs): Gemessen wird der RAM, kein Laufwerk.</translation>
    </message>
    <message>
        <source>Read tests on a raw device read areas that may never have been written or were trimmed; many drives answer those unrealistically fast.</source>
        <translation>Lesetests auf einem Blockgerät lesen Bereiche, die womöglich nie beschrieben oder per TRIM freigegeben wurden; viele Laufwerke beantworten diese unrealistisch schnell.</translation>
    </message>
    <message>
        <source>The sync engine keeps at most 256 I/Os in flight; deeper queues were measured at that depth.</source>
        <translation>Die Sync-Engine hält höchstens 256 I/Os gleichzeitig aus; tiefere Warteschlangen wurden mit dieser Tiefe gemessen.</translation>
    </message>
    <message>
        <source>%1 %2 varied by %3% between runs: run it again, or use more runs.</source>
        <translation>%1 %2 schwankte zwischen den Durchläufen um %3 %: Messen Sie erneut oder mit mehr Durchläufen.</translation>
    </message>
    <message>
        <source>io_uring was not available: the surface was read one I/O at a time, not at the queue depth chosen.</source>
        <translation>io_uring war nicht verfügbar: Die Oberfläche wurde mit einer E/A nach der anderen gelesen, nicht mit der gewählten Warteschlangentiefe.</translation>
    </message>
    <message>
        <source>Stopped run: the run was stopped before it finished; only the tests that finished are shown, the others were not measured.</source>
        <translation>Abgebrochene Messung: Die Messung wurde vor ihrem Ende angehalten; nur die abgeschlossenen Tests werden gezeigt, die übrigen wurden nicht gemessen.</translation>
    </message>
    <message>
        <source>The target is a virtual machine&apos;s disk (virtio): this measures the host&apos;s storage and its caches through the hypervisor, not a drive.</source>
        <translation>Das Ziel ist die Platte einer virtuellen Maschine (virtio): Gemessen werden der Speicher des Wirts und seine Caches über den Hypervisor, kein Laufwerk.</translation>
    </message>
    <message>
        <source>%1 tests varied by %2% between runs: run them again, or use more runs.</source>
        <translation>%1 Tests schwankten zwischen den Durchläufen um %2 %: Messen Sie erneut oder mit mehr Durchläufen.</translation>
    </message>
    <message>
        <source>%1 %2: %3%</source>
        <translation>%1 %2: %3 %</translation>
    </message>
    <message>
        <source>Resumed run: it was paused and went on later on the same drive; its rates and times join both parts, the pause left out.</source>
        <translation>Fortgesetzte Messung: Sie wurde angehalten und später auf demselben Laufwerk fortgesetzt; ihre Raten und Zeiten vereinen beide Teile, ohne die Pause.</translation>
    </message>
    <message>
        <source>Removed during the test: the drive went away before its tests ended; only what finished before is shown.</source>
        <translation>Während des Tests entfernt: Das Laufwerk verschwand, bevor seine Tests endeten; gezeigt wird nur, was vorher fertig wurde.</translation>
    </message>
    <message>
        <source>%1 %2 was limited by the processor, not the drive: the threads doing its I/O were busy %3% of the time.</source>
        <translation>%1 %2 war durch den Prozessor begrenzt, nicht durch das Laufwerk: Die Threads, die seine E/A ausführten, waren %3% der Zeit beschäftigt.</translation>
    </message>
    <message>
        <source>%1 tests were limited by the processor, not the drive: the threads doing their I/O were busy %2% of the time.</source>
        <translation>%1 Tests waren durch den Prozessor begrenzt, nicht durch das Laufwerk: Die Threads, die ihre E/A ausführten, waren %2% der Zeit beschäftigt.</translation>
    </message>
    <message>
        <source>%1 %2 stalled: an I/O took %3 s, past the kernel&apos;s timeout, which aborts it and resets the drive. This is not the drive&apos;s speed: look at the kernel log (journalctl -k) and the drive&apos;s health.</source>
        <translation>%1 %2 ist hängen geblieben: Eine E/A dauerte %3 s, länger als die Zeitgrenze des Kernels, der sie dann abbricht und das Laufwerk zurücksetzt. Das ist nicht die Geschwindigkeit des Laufwerks: Sehen Sie im Kernel-Protokoll (journalctl -k) und im Zustand des Laufwerks nach.</translation>
    </message>
    <message>
        <source>%1 tests stalled: I/Os took %2 s, past the kernel&apos;s timeout, which aborts them and resets the drive. These are not the drive&apos;s speed: look at the kernel log (journalctl -k) and the drive&apos;s health.</source>
        <translation>%1 Tests sind hängen geblieben: E/As dauerten %2 s, länger als die Zeitgrenze des Kernels, der sie dann abbricht und das Laufwerk zurücksetzt. Das ist nicht die Geschwindigkeit des Laufwerks: Sehen Sie im Kernel-Protokoll (journalctl -k) und im Zustand des Laufwerks nach.</translation>
    </message>
    <message>
        <source>%1 %2: %3 s</source>
        <translation>%1 %2: %3 s</translation>
    </message>
</context>
<context>
    <name>Sektor::Certificate</name>
    <message>
        <source>Drives of the same model</source>
        <translation>Laufwerke desselben Modells</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>Median read</source>
        <translation>Median Lesen</translation>
    </message>
    <message>
        <source>Median write</source>
        <translation>Median Schreiben</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Batch summary</source>
        <translation>Zusammenfassung der Serie</translation>
    </message>
    <message>
        <source>Look at</source>
        <translation>Bitte prüfen</translation>
    </message>
    <message>
        <source>none reported; this report is named %1</source>
        <translation>keine gemeldet; dieser Bericht heißt %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Health before</source>
        <translation>Zustand vorher</translation>
    </message>
    <message>
        <source>Health after</source>
        <translation>Zustand nachher</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Did not finish: see below.</source>
        <translation>Nicht fertig geworden: siehe unten.</translation>
    </message>
    <message>
        <source>Finished, FLAGGED: see below.</source>
        <translation>Fertig, MARKIERT: siehe unten.</translation>
    </message>
    <message>
        <source>Finished; nothing flagged.</source>
        <translation>Fertig; nichts markiert.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>Each figure is from one run.</source>
        <translation>Jeder Wert stammt aus einem Durchlauf.</translation>
    </message>
    <message>
        <source>Each figure is the median of %1 runs.</source>
        <translation>Jeder Wert ist der Median aus %1 Durchläufen.</translation>
    </message>
    <message>
        <source>Drive test report: %1</source>
        <translation>Laufwerks-Prüfbericht: %1</translation>
    </message>
    <message>
        <source>Conditions and caveats</source>
        <translation>Bedingungen und Vorbehalte</translation>
    </message>
    <message>
        <source>Technician</source>
        <translation>Techniker</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Capacity verified: the drive holds the %1 it claims.</source>
        <translation>Kapazität geprüft: Das Laufwerk fasst die angegebenen %1.</translation>
    </message>
    <message>
        <source>Capacity verified: all %1 written to its free space came back.</source>
        <translation>Kapazität geprüft: Alle in seinen freien Speicher geschriebenen %1 kamen zurück.</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Zurückschreiben</translation>
    </message>
    <message>
        <source>Profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>Station %1</source>
        <translation>Prüfplatz %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>FLAGGED</source>
        <translation>MARKIERT</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>ABGEBROCHEN</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>NICHT GELAUFEN</translation>
    </message>
    <message numerus="yes">
        <source>%n PASSED</source>
        <translation>
            <numerusform>%n BESTANDEN</numerusform>
            <numerusform>%n BESTANDEN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n FLAGGED</source>
        <translation>
            <numerusform>%n MARKIERT</numerusform>
            <numerusform>%n MARKIERT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n STOPPED</source>
        <translation>
            <numerusform>%n ABGEBROCHEN</numerusform>
            <numerusform>%n ABGEBROCHEN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n FAILED</source>
        <translation>
            <numerusform>%n FEHLGESCHLAGEN</numerusform>
            <numerusform>%n FEHLGESCHLAGEN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NOT RUN</source>
        <translation>
            <numerusform>%n NICHT GELAUFEN</numerusform>
            <numerusform>%n NICHT GELAUFEN</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive test report</source>
        <translation>Laufwerks-Prüfbericht</translation>
    </message>
    <message>
        <source>no serial number reported</source>
        <translation>keine Seriennummer gemeldet</translation>
    </message>
    <message>
        <source>Serial number %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more notes under “Conditions and caveats”</source>
        <translation>
            <numerusform>und %n weiterer Hinweis unter „Bedingungen und Vorbehalte“</numerusform>
            <numerusform>und %n weitere Hinweise unter „Bedingungen und Vorbehalte“</numerusform>
        </translation>
    </message>
    <message>
        <source>Read before the figures</source>
        <translation>Vor den Messwerten lesen</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>Sektor %1 on %2</source>
        <translation>Sektor %1 am %2</translation>
    </message>
    <message>
        <source>Measured again</source>
        <translation>Erneut gemessen</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>The test&apos;s result as Sektor wrote it: &apos;sektor-cli certificate verify&apos; checks the certificate against it</source>
        <translation>Das Testergebnis, wie Sektor es geschrieben hat: &apos;sektor-cli certificate verify&apos; prüft den Prüfbericht daran</translation>
    </message>
    <message>
        <source>SHA-256 of the attached result</source>
        <translation>SHA-256 des angehängten Ergebnisses</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <source>serial not readable (only root may read it)</source>
        <translation>Seriennummer nicht lesbar (nur root darf sie lesen)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Against their model</source>
        <translation>Im Vergleich mit ihrem Modell</translation>
    </message>
    <message>
        <source>Against its model</source>
        <translation>Im Vergleich mit seinem Modell</translation>
    </message>
</context>
<context>
    <name>Sektor::CertificateSignature</name>
    <message>
        <source>ssh-keygen (OpenSSH&apos;s client, package openssh-client) is not installed.</source>
        <translation>ssh-keygen (der Client von OpenSSH, Paket openssh-client) ist nicht installiert.</translation>
    </message>
    <message>
        <source>it said nothing</source>
        <translation>es hat nichts gesagt</translation>
    </message>
    <message>
        <source>ssh-keygen did not finish with the key %1.</source>
        <translation>ssh-keygen ist mit dem Schlüssel %1 nicht fertig geworden.</translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase, and Sektor asks for none: load it into ssh-agent (ssh-add), or sign with a key without a passphrase.</source>
        <translation>Der Schlüssel %1 ist durch eine Passphrase geschützt, und Sektor fragt nach keiner: Laden Sie ihn in den ssh-agent (ssh-add), oder signieren Sie mit einem Schlüssel ohne Passphrase.</translation>
    </message>
    <message>
        <source>The key %1 cannot sign: ssh-keygen says: %2</source>
        <translation>Der Schlüssel %1 kann nicht signieren: ssh-keygen sagt: %2</translation>
    </message>
    <message>
        <source>The key %1 does not exist.</source>
        <translation>Der Schlüssel %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The key %1 is not a readable file.</source>
        <translation>Der Schlüssel %1 ist keine lesbare Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>ssh-keygen gave a signature that does not check with the key: %1</source>
        <translation>ssh-keygen hat eine Signatur geliefert, die sich mit dem Schlüssel nicht prüfen lässt: %1</translation>
    </message>
    <message>
        <source>Could not sign: %1</source>
        <translation>Konnte nicht signieren: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::CertificateVerification</name>
    <message>
        <source>%1 (package poppler-utils) is not installed: it reads the PDF.</source>
        <translation>%1 (Paket poppler-utils) ist nicht installiert: es liest das PDF.</translation>
    </message>
    <message>
        <source>%1 carries no attached %2: it is not a certificate Sektor made.</source>
        <translation>%1 hat kein angehängtes %2: Es ist kein Prüfbericht, den Sektor erstellt hat.</translation>
    </message>
    <message>
        <source>%1 carries %2 files named %3: Sektor attaches one.</source>
        <translation>%1 hat %2 Dateien namens %3: Sektor hängt eine an.</translation>
    </message>
    <message>
        <source>pdfdetach could not save %1: %2</source>
        <translation>pdfdetach konnte %1 nicht speichern: %2</translation>
    </message>
    <message numerus="yes">
        <source>The PDF carries the test&apos;s result: %1, %n bytes.</source>
        <translation>
            <numerusform>Das PDF enthält das Testergebnis: %1, %n Byte.</numerusform>
            <numerusform>Das PDF enthält das Testergebnis: %1, %n Bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>pdftotext cannot read the pages: %1</source>
        <translation>pdftotext kann die Seiten nicht lesen: %1</translation>
    </message>
    <message>
        <source>Page 1 prints no SHA-256 (or more than one) to compare the result with.</source>
        <translation>Seite 1 zeigt keinen SHA-256 (oder mehr als einen), mit dem das Ergebnis zu vergleichen wäre.</translation>
    </message>
    <message>
        <source>The attached result&apos;s SHA-256 is %1, but page 1 prints %2: the attachment is not the result the certificate was made from.</source>
        <translation>Der SHA-256 des angehängten Ergebnisses ist %1, Seite 1 zeigt aber %2: Der Anhang ist nicht das Ergebnis, aus dem der Prüfbericht erstellt wurde.</translation>
    </message>
    <message>
        <source>Its SHA-256 is the one printed on page 1: %1.</source>
        <translation>Sein SHA-256 ist der auf Seite 1 gedruckte: %1.</translation>
    </message>
    <message>
        <source>The attachment is not a Sektor result: %1</source>
        <translation>Der Anhang ist kein Sektor-Ergebnis: %1</translation>
    </message>
    <message>
        <source>The result has no figures of a results grid to compare.</source>
        <translation>Das Ergebnis hat keine Werte einer Ergebnistabelle zum Vergleichen.</translation>
    </message>
    <message>
        <source>%1 is not a good signature of these bytes: %2</source>
        <translation>%1 ist keine gültige Signatur dieser Bytes: %2</translation>
    </message>
    <message>
        <source>The signature cannot be checked: %1</source>
        <translation>Die Signatur kann nicht geprüft werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The %n figures of its section %1 are the ones printed (in the number format of %2).</source>
        <translation>
            <numerusform>Der %n Wert seines Abschnitts %1 ist der gedruckte (im Zahlenformat von %2).</numerusform>
            <numerusform>Die %n Werte seines Abschnitts %1 sind die gedruckten (im Zahlenformat von %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>es ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, which no certificate is</source>
        <translation>es ist größer als %1 MiB, was kein Prüfbericht ist</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>The list of the files %1 carries cannot be read for sure (at &quot;%2&quot;): a name with control characters, or counts that disagree. Sektor names its one attachment plainly.</source>
        <translation>Die Liste der Dateien, die %1 enthält, lässt sich nicht sicher lesen (bei „%2“): ein Name mit Steuerzeichen oder Anzahlen, die nicht übereinstimmen. Sektor benennt seinen einen Anhang schlicht.</translation>
    </message>
    <message>
        <source>The attached %1 is larger than any result Sektor writes: it was not read on.</source>
        <translation>Das angehängte %1 ist größer als jedes Ergebnis, das Sektor schreibt: Es wurde nicht weiter gelesen.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>Reading the pages was stopped.</source>
        <translation>Das Lesen der Seiten wurde gestoppt.</translation>
    </message>
    <message>
        <source>they hold more text than any certificate, or take too long</source>
        <translation>sie enthalten mehr Text als jeder Prüfbericht, oder es dauert zu lange</translation>
    </message>
    <message numerus="yes">
        <source>The %n figures of its results grid are the ones printed there, row by row in their order (in the number format of %1).</source>
        <translation>
            <numerusform>Der %n Wert seiner Ergebnistabelle ist der dort gedruckte, Zeile für Zeile in ihrer Reihenfolge (im Zahlenformat von %1).</numerusform>
            <numerusform>Die %n Werte seiner Ergebnistabelle sind die dort gedruckten, Zeile für Zeile in ihrer Reihenfolge (im Zahlenformat von %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the rows and sentences with the %1 figures of the attached result are not printed as the result has them, e.g. %2.</source>
        <translation>
            <numerusform>%n der Zeilen und Sätze mit den %1 Werten des angehängten Ergebnisses ist nicht so gedruckt, wie das Ergebnis sie hat, z. B. %2.</numerusform>
            <numerusform>%n der Zeilen und Sätze mit den %1 Werten des angehängten Ergebnisses sind nicht so gedruckt, wie das Ergebnis sie hat, z. B. %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not signed: there is no %1 beside it, so nothing tells who made it.</source>
        <translation>Nicht signiert: Daneben liegt kein %1, also sagt nichts, wer ihn erstellt hat.</translation>
    </message>
    <message>
        <source>%1 is a good signature of these bytes by %2 (%3), whom %4 trusts.</source>
        <translation>%1 ist eine gültige Signatur dieser Bytes von %2 (%3), dem %4 vertraut.</translation>
    </message>
    <message>
        <source>%1 is a good signature of these bytes by the key %2, but no list of trusted keys is given or installed to say whose key that is: give --allowed-signers FILE.</source>
        <translation>%1 ist eine gültige Signatur dieser Bytes mit dem Schlüssel %2, aber keine Liste vertrauenswürdiger Schlüssel ist angegeben oder installiert, die sagt, wessen Schlüssel das ist: --allowed-signers DATEI angeben.</translation>
    </message>
    <message>
        <source>%1 is a good signature of these bytes by the key %2, which none of the trusted keys (%3) is.</source>
        <translation>%1 ist eine gültige Signatur dieser Bytes mit dem Schlüssel %2, der keiner der vertrauenswürdigen Schlüssel (%3) ist.</translation>
    </message>
</context>
<context>
    <name>Sektor::Conditions</name>
    <message>
        <source>%1 is attached by %2: at most %3 can pass that link.</source>
        <translation>%1 ist über %2 angeschlossen: höchstens %3 passen durch diese Verbindung.</translation>
    </message>
    <message>
        <source>The link runs below the %1 that both the drive and its port support (up to %2): check the seating, the cable and the firmware&apos;s link settings.</source>
        <translation>Die Verbindung läuft unter dem %1, das Laufwerk und Anschluss beide unterstützen (bis %2): Sitz, Kabel und die Verbindungseinstellungen der Firmware prüfen.</translation>
    </message>
    <message>
        <source>The port allows only %1; the drive supports %2 (up to %3) in a faster one.</source>
        <translation>Der Anschluss erlaubt nur %1; das Laufwerk unterstützt in einem schnelleren %2 (bis %3).</translation>
    </message>
    <message>
        <source>The USB enclosure uses the usb-storage driver, not UAS: it handles one command at a time, so deep queues measure like QD1 and random figures stay low.</source>
        <translation>Das USB-Gehäuse nutzt den Treiber usb-storage, nicht UAS: Es bearbeitet einen Befehl nach dem anderen, tiefe Warteschlangen messen sich daher wie QD1 und zufällige Zugriffe bleiben langsam.</translation>
    </message>
    <message>
        <source>The best figure, %1, is more than %2 can carry (about %3): it came from a cache, not through the link from the drive.</source>
        <translation>Der beste Wert, %1, ist mehr, als %2 übertragen kann (etwa %3): Er kam aus einem Cache, nicht über die Verbindung vom Laufwerk.</translation>
    </message>
    <message>
        <source>The best figure, %1, is at the link&apos;s ceiling: on %2 about %3 is the most any drive can reach, so the link, not the drive, set it.</source>
        <translation>Der beste Wert, %1, liegt an der Grenze der Verbindung: Über %2 erreicht kein Laufwerk mehr als etwa %3, also hat die Verbindung ihn bestimmt, nicht das Laufwerk.</translation>
    </message>
    <message>
        <source>btrfs: the test file was made NOCOW, so it is written in place without checksums or compression, as databases and disk images are; ordinary files here are copy-on-write and slower to overwrite at random.</source>
        <translation>btrfs: Die Testdatei wurde NOCOW angelegt und wird daher an Ort und Stelle ohne Prüfsummen und Kompression geschrieben, wie Datenbanken und Disk-Images; gewöhnliche Dateien sind hier Copy-on-Write und beim zufälligen Überschreiben langsamer.</translation>
    </message>
    <message>
        <source>btrfs: the test file could not be made NOCOW, so every overwrite is copy-on-write with checksums; random writes measure btrfs&apos;s bookkeeping as much as the drive.</source>
        <translation>btrfs: Die Testdatei konnte nicht NOCOW angelegt werden, jedes Überschreiben ist daher Copy-on-Write mit Prüfsummen; zufällige Schreibzugriffe messen die Verwaltung von btrfs ebenso wie das Laufwerk.</translation>
    </message>
    <message>
        <source>btrfs compresses data on this file system (%1): Sektor&apos;s data is incompressible, so the figures include the effort of trying; compressible files move faster or slower.</source>
        <translation>btrfs komprimiert Daten auf diesem Dateisystem (%1): Sektors Daten sind nicht komprimierbar, die Werte enthalten also den Aufwand des Versuchs; komprimierbare Dateien sind schneller oder langsamer.</translation>
    </message>
    <message>
        <source>The data passes through dm-crypt (LUKS) encryption (%1): the processor encrypts every byte, which can hold a fast drive well below its rating and adds latency to every I/O.</source>
        <translation>Die Daten laufen durch eine dm-crypt-Verschlüsselung (LUKS) (%1): Der Prozessor verschlüsselt jedes Byte; das kann ein schnelles Laufwerk deutlich unter seinen Nennwerten halten und verlängert jeden Zugriff.</translation>
    </message>
    <message>
        <source>The data passes through LVM (%1): usually a small cost; snapshots and thin volumes cost more.</source>
        <translation>Die Daten laufen durch LVM (%1): meist ein geringer Aufwand; Snapshots und Thin Volumes kosten mehr.</translation>
    </message>
    <message>
        <source>The data is on a software RAID (%1): the figures are the array&apos;s, not one drive&apos;s.</source>
        <translation>Die Daten liegen auf einem Software-RAID (%1): Die Werte gelten für den Verbund, nicht für ein einzelnes Laufwerk.</translation>
    </message>
    <message>
        <source>This folder is on a network file system (%1): the figures measure the network and the server as much as any drive.</source>
        <translation>Dieser Ordner liegt auf einem Netzwerkdateisystem (%1): Die Werte messen Netzwerk und Server ebenso wie ein Laufwerk.</translation>
    </message>
    <message>
        <source>This folder is on a FUSE file system (%1, such as NTFS-3G): every I/O passes through a program, which is often far slower than the drive.</source>
        <translation>Dieser Ordner liegt auf einem FUSE-Dateisystem (%1, etwa NTFS-3G): Jeder Zugriff läuft durch ein Programm, das oft weit langsamer ist als das Laufwerk.</translation>
    </message>
    <message>
        <source>A loop device: the figures are those of the file behind it (%1) and of the file system and drive that hold that file.</source>
        <translation>Ein Loop-Gerät: Die Werte sind die der Datei dahinter (%1) und des Dateisystems und Laufwerks, auf denen sie liegt.</translation>
    </message>
    <message>
        <source>NVMe power saving (APST) is on (power states with up to %1 µs exit latency): a drive woken from a deep state answers its first I/Os late, which can lower QD1 figures.</source>
        <translation>NVMe-Energiesparen (APST) ist an (Energiezustände mit bis zu %1 µs Aufwachzeit): Ein Laufwerk, das aus einem tiefen Zustand geweckt wird, beantwortet seine ersten Zugriffe spät; das kann QD1-Werte senken.</translation>
    </message>
    <message>
        <source>The processor runs the powersave frequency governor (%1), which keeps its clock low: fast drives and QD1 latencies measure worse than they are.</source>
        <translation>Der Prozessor läuft mit dem Frequenzregler powersave (%1), der den Takt niedrig hält: Schnelle Laufwerke und QD1-Latenzen messen sich schlechter, als sie sind.</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>During %1, %2 warmed from %3 to %4 while its rate fell from %5 to %6: heat may have slowed it.</source>
        <translation>Während %1 erwärmte sich %2 von %3 auf %4, während die Rate von %5 auf %6 fiel: Hitze könnte es gebremst haben.</translation>
    </message>
    <message>
        <source>%1 before, %2 at most, %3 after</source>
        <translation>%1 vorher, höchstens %2, %3 danach</translation>
    </message>
    <message>
        <source>Temperature of %1: %2.</source>
        <translation>Temperatur von %1: %2.</translation>
    </message>
    <message>
        <source>%1 reached %2, at or above its warning threshold of %3: drives slow themselves down there, so figures measured hot may be below the drive&apos;s best.</source>
        <translation>%1 erreichte %2, auf oder über seiner Warnschwelle von %3: Dort bremsen sich Laufwerke selbst, heiß gemessene Werte können also unter dem Bestwert des Laufwerks liegen.</translation>
    </message>
    <message>
        <source>%1 has made itself read-only: it protects the data it still holds, and no write figure is possible.</source>
        <translation>%1 hat sich selbst schreibgeschützt: Es schützt die Daten, die es noch hält, und kein Schreibwert ist möglich.</translation>
    </message>
    <message>
        <source>%1 reports its reliability degraded: copy your data off it; its figures may include retries.</source>
        <translation>%1 meldet eine verminderte Zuverlässigkeit: Sichern Sie Ihre Daten davon; seine Werte können Wiederholungen enthalten.</translation>
    </message>
    <message>
        <source>%1 has only %2 of its spare blocks left, below its threshold of %3: it is near the end of its life.</source>
        <translation>%1 hat nur noch %2 seiner Reserveblöcke, unter seiner Schwelle von %3: Es ist nahe am Ende seiner Lebensdauer.</translation>
    </message>
    <message>
        <source>%1 has used %2 of its rated endurance: worn flash takes longer to write.</source>
        <translation>%1 hat %2 seiner Nenn-Lebensdauer verbraucht: Abgenutzter Flash-Speicher braucht länger zum Schreiben.</translation>
    </message>
    <message>
        <source>%1 reports %2 media errors (data it could not read back): reads that meet them are retried and slow, and the data there is at risk.</source>
        <translation>%1 meldet %2 Medienfehler (Daten, die es nicht zurücklesen konnte): Lesezugriffe darauf werden wiederholt und sind langsam, und die Daten dort sind gefährdet.</translation>
    </message>
    <message>
        <source>The SMART data of %1 says the drive is failing: copy your data off it; its figures may include retries.</source>
        <translation>Die SMART-Daten von %1 sagen, dass das Laufwerk ausfällt: Sichern Sie Ihre Daten davon; seine Werte können Wiederholungen enthalten.</translation>
    </message>
    <message>
        <source>%1 has %2 unreadable sectors waiting to be reallocated: reads that meet them are retried, which slows them.</source>
        <translation>%1 hat %2 unlesbare Sektoren, die auf Neuzuweisung warten: Lesezugriffe darauf werden wiederholt, was sie bremst.</translation>
    </message>
    <message>
        <source>%1 has moved %2 sectors to spares: reads of them take a detour.</source>
        <translation>%1 hat %2 Sektoren in Reservebereiche verlegt: Lesezugriffe darauf nehmen einen Umweg.</translation>
    </message>
    <message>
        <source>During the run, the media errors of %1 rose from %2 to %3.</source>
        <translation>Während des Laufs stiegen die Medienfehler von %1 von %2 auf %3.</translation>
    </message>
    <message>
        <source>During the run, the pending sectors of %1 rose from %2 to %3.</source>
        <translation>Während des Laufs stiegen die schwebenden Sektoren von %1 von %2 auf %3.</translation>
    </message>
    <message>
        <source>During the run, %1 spent %2 min above its warning temperature: it slows itself down there, so figures may be below its best.</source>
        <translation>Während des Laufs war %1 %2 min über seiner Warntemperatur: Dort bremst es sich selbst, die Werte können also unter seinem Bestwert liegen.</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>%1 verbraucht</translation>
    </message>
    <message>
        <source>spare %1</source>
        <translation>Reserve %1</translation>
    </message>
    <message>
        <source>SMART failing</source>
        <translation>SMART: Ausfall droht</translation>
    </message>
    <message>
        <source>SMART good</source>
        <translation>SMART gut</translation>
    </message>
    <message>
        <source>%1 reallocated</source>
        <translation>%1 neu zugewiesen</translation>
    </message>
    <message>
        <source>%1 pending sectors</source>
        <translation>%1 schwebende Sektoren</translation>
    </message>
    <message>
        <source>%1 h powered on</source>
        <translation>%1 h in Betrieb</translation>
    </message>
    <message>
        <source>%1 media errors</source>
        <translation>%1 Medienfehler</translation>
    </message>
    <message>
        <source>Health of %1: %2.</source>
        <translation>Zustand von %1: %2.</translation>
    </message>
    <message>
        <source>This virtual machine halts an idle processor at once (cpuidle %1 without polling): every I/O at queue depth 1 waits for a virtual CPU to wake, which can hold the QD1 figures of a fast drive far below what it does.</source>
        <translation>Diese virtuelle Maschine hält einen untätigen Prozessor sofort an (cpuidle %1 ohne Polling): Jede I/O bei Warteschlangentiefe 1 wartet darauf, dass eine virtuelle CPU aufwacht, was die QD1-Werte eines schnellen Laufwerks weit unter seine tatsächliche Leistung drücken kann.</translation>
    </message>
    <message>
        <source>This USB %1 device runs at %2: it is on a slower port, hub or cable. On a port of its own speed it could pass up to %3.</source>
        <translation>Dieses USB-%1-Gerät läuft mit %2: Es hängt an einem langsameren Anschluss, Hub oder Kabel. An einem Anschluss seiner eigenen Geschwindigkeit wären bis zu %3 möglich.</translation>
    </message>
</context>
<context>
    <name>Sektor::DeviceIdentity</name>
    <message>
        <source>the drive changed after you agreed to overwrite it: another drive has its name now, and nothing was written to it</source>
        <translation>das Laufwerk hat sich geändert, nachdem Sie dem Überschreiben zugestimmt haben: Jetzt trägt ein anderes Laufwerk seinen Namen, und darauf wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>Sektor::Error</name>
    <message>
        <source>Invalid test settings: %1</source>
        <translation>Ungültige Testeinstellungen: %1</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is neither a directory nor a block device: name a directory on the drive to test.</source>
        <translation>%1 ist weder ein Verzeichnis noch ein Blockgerät: Geben Sie ein Verzeichnis auf dem zu testenden Laufwerk an.</translation>
    </message>
    <message>
        <source>%1 is read-only: the test needs to write there.</source>
        <translation>%1 ist schreibgeschützt: Der Test muss dort schreiben können.</translation>
    </message>
    <message>
        <source>Not enough free space in %1 for the test: %2 needed, %3 free.</source>
        <translation>Nicht genügend freier Speicherplatz in %1 für den Test: %2 benötigt, %3 frei.</translation>
    </message>
    <message>
        <source>%1 is a block device: testing it needs administrator rights.</source>
        <translation>%1 ist ein Blockgerät: Zum Testen sind Administratorrechte erforderlich.</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, swap, or held by another device) and cannot be opened exclusively.</source>
        <translation>%1 wird verwendet (eingehängt, als Swap oder von einem anderen Gerät belegt) und kann nicht exklusiv geöffnet werden.</translation>
    </message>
    <message>
        <source>Write tests on %1 destroy all data on it and need explicit confirmation.</source>
        <translation>Schreibtests auf %1 zerstören alle Daten darauf und erfordern eine ausdrückliche Bestätigung.</translation>
    </message>
    <message>
        <source>%1 needs direct I/O aligned to %2 bytes; a %3-byte test cannot run there.</source>
        <translation>%1 erfordert auf %2 Byte ausgerichtetes Direct I/O; ein Test mit %3 Byte kann dort nicht laufen.</translation>
    </message>
    <message>
        <source>%1 ran out of space during the test: its filesystem, or the storage under it (a thin-provisioned volume, a loop device&apos;s backing file), is full.</source>
        <translation>Auf %1 ist während des Tests der Speicherplatz ausgegangen: das Dateisystem oder der Speicher darunter (ein Volume mit Thin Provisioning, die Datei hinter einem Loop-Gerät) ist voll.</translation>
    </message>
    <message>
        <source>An I/O error occurred on %1.</source>
        <translation>Auf %1 ist ein I/O-Fehler aufgetreten.</translation>
    </message>
    <message>
        <source>io_uring is not available on this system; choose the automatic or the sync engine.</source>
        <translation>io_uring ist auf diesem System nicht verfügbar; wählen Sie die automatische oder die sync-Engine.</translation>
    </message>
    <message>
        <source>Not enough memory for the I/O buffers of this test.</source>
        <translation>Nicht genügend Arbeitsspeicher für die I/O-Puffer dieses Tests.</translation>
    </message>
    <message>
        <source>%1 is too small for this test.</source>
        <translation>%1 ist für diesen Test zu klein.</translation>
    </message>
    <message>
        <source>The benchmark was cancelled.</source>
        <translation>Der Benchmark wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Internal error while testing %1.</source>
        <translation>Interner Fehler beim Testen von %1.</translation>
    </message>
    <message>
        <source>You do not have permission to use %1 for the test.</source>
        <translation>Sie haben keine Berechtigung, %1 für den Test zu verwenden.</translation>
    </message>
    <message>
        <source>The Sektor helper for testing block devices is not available: it may not be installed, or it stopped unexpectedly while testing %1.</source>
        <translation>Das Sektor-Hilfsprogramm zum Testen von Blockgeräten ist nicht verfügbar: Es ist möglicherweise nicht installiert oder wurde beim Testen von %1 unerwartet beendet.</translation>
    </message>
    <message>
        <source>Testing %1 was not authorized: an administrator password is required.</source>
        <translation>Das Testen von %1 wurde nicht autorisiert: Ein Administratorpasswort ist erforderlich.</translation>
    </message>
    <message>
        <source>The Sektor helper is busy with another benchmark; try %1 again when it has finished.</source>
        <translation>Das Sektor-Hilfsprogramm führt gerade einen anderen Benchmark aus; versuchen Sie %1 erneut, wenn er beendet ist.</translation>
    </message>
    <message>
        <source>Write tests on %1 are refused because it is in use (mounted, swap, held by another device, read-only, or holding the running system).</source>
        <translation>Schreibtests auf %1 werden abgelehnt, weil das Gerät verwendet wird (eingehängt, als Auslagerungsbereich, von einem anderen Gerät belegt, schreibgeschützt oder mit dem laufenden System).</translation>
    </message>
    <message>
        <source>The system refused the threads or memory this test needs: a limit on processes, tasks or memory is reached.</source>
        <translation>Das System hat die Threads oder den Speicher verweigert, die dieser Test braucht: Eine Grenze für Prozesse, Tasks oder Speicher ist erreicht.</translation>
    </message>
    <message>
        <source>%1 needs %2 of buffers; a run may use %3, a quarter of the available memory</source>
        <translation>%1 braucht %2 Puffer; ein Lauf darf %3 belegen, ein Viertel des verfügbaren Speichers</translation>
    </message>
    <message>
        <source>%1 belongs to a filesystem of the kernel, with no drive below it: name a directory on the drive to test.</source>
        <translation>%1 gehört zu einem Dateisystem des Kernels, unter dem kein Laufwerk liegt: Geben Sie ein Verzeichnis auf dem zu testenden Laufwerk an.</translation>
    </message>
    <message>
        <source>%1 needs %2 of buffers; the memory limit of this process (its cgroup: a service&apos;s MemoryMax or a container&apos;s limit) leaves them %3</source>
        <translation>%1 braucht %2 Puffer; die Speichergrenze dieses Prozesses (seine cgroup: MemoryMax eines Dienstes oder die Grenze eines Containers) lässt ihnen %3</translation>
    </message>
    <message>
        <source>%1 is a partition, and this test asks the drive itself: its self-test covers all of the drive. Choose the whole drive.</source>
        <translation>%1 ist eine Partition, und dieser Test fragt das Laufwerk selbst: Sein Selbsttest umfasst das ganze Laufwerk. Wählen Sie das ganze Laufwerk.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::AccessTimeChart</name>
    <message>
        <source>Access time by position</source>
        <translation>Zugriffszeit nach Position</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see how long a random read takes across it.</source>
        <translation>Führen Sie %1 auf einem Laufwerk aus, um zu sehen, wie lange ein zufälliger Lesevorgang überall darauf dauert.</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lesevorgänge</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>99th percentile</source>
        <translation>99. Perzentil</translation>
    </message>
    <message>
        <source>mean %1 ms, median %2 ms, 99th percentile %3 ms</source>
        <translation>Mittel %1 ms, Median %2 ms, 99. Perzentil %3 ms</translation>
    </message>
    <message>
        <source>Position [GB]</source>
        <translation>Position [GB]</translation>
    </message>
    <message>
        <source>Latency [ms]</source>
        <translation>Latenz [ms]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BatchReportFields</name>
    <message>
        <source>Choose a Folder for the Reports</source>
        <translation>Ordner für die Berichte wählen</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>&amp;Techniker:</translation>
    </message>
    <message>
        <source>Who tests the drives</source>
        <translation>Wer die Laufwerke prüft</translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation>K&amp;unde:</translation>
    </message>
    <message>
        <source>For whom</source>
        <translation>Für wen</translation>
    </message>
    <message>
        <source>&amp;Reports:</source>
        <translation>&amp;Berichte:</translation>
    </message>
    <message>
        <source>No reports, the results go to the history only</source>
        <translation>Keine Berichte, die Ergebnisse gehen nur in den Verlauf</translation>
    </message>
    <message>
        <source>A certificate per drive (PDF and HTML, named by its serial number and the date, never over another file) and the batch&apos;s summary are written into this folder.</source>
        <translation>Ein Zertifikat je Laufwerk (PDF und HTML, nach Seriennummer und Datum benannt, nie über eine andere Datei) und die Zusammenfassung der Serie werden in diesen Ordner geschrieben.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <source>The certificates are signed in the reports folder: choose one, or clear the signing key.</source>
        <translation>Die Zertifikate werden im Berichtsordner signiert: Wählen Sie einen, oder leeren Sie das Feld für den Signaturschlüssel.</translation>
    </message>
    <message>
        <source>Choose an OpenSSH Private Key</source>
        <translation>Privaten OpenSSH-Schlüssel wählen</translation>
    </message>
    <message>
        <source>Si&amp;gning key:</source>
        <translation>Signatu&amp;rschlüssel:</translation>
    </message>
    <message>
        <source>None: the certificates are not signed</source>
        <translation>Keiner: Die Zertifikate werden nicht signiert</translation>
    </message>
    <message>
        <source>An OpenSSH private key without a passphrase (such as ~/.ssh/id_ed25519). Each certificate gets a signature beside it (FILE.pdf.sig) that anyone with the public key can check: sektor-cli certificate verify, or ssh-keygen -Y verify.</source>
        <translation>Ein privater OpenSSH-Schlüssel ohne Passphrase (etwa ~/.ssh/id_ed25519). Jedes Zertifikat bekommt eine Signatur daneben (DATEI.pdf.sig), die jeder mit dem öffentlichen Schlüssel prüfen kann: sektor-cli certificate verify oder ssh-keygen -Y verify.</translation>
    </message>
    <message>
        <source>Choose K&amp;ey…</source>
        <translation>Schlüsseldate&amp;i…</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BatchTable</name>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>bereitet vor</translation>
    </message>
    <message>
        <source>measuring</source>
        <translation>misst</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>%1 read, the profile&apos;s first test</source>
        <translation>%1 Lesen, der erste Test des Profils</translation>
    </message>
    <message>
        <source>%1 write, the profile&apos;s first test</source>
        <translation>%1 Schreiben, der erste Test des Profils</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (und %n weiterer)</numerusform>
            <numerusform>%1 (und %n weitere)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BatchWindow</name>
    <message>
        <source>Choose a Folder to Test</source>
        <translation>Ordner zum Testen wählen</translation>
    </message>
    <message>
        <source>Stopping after the drive being measured… The drives that finished stay.</source>
        <translation>Wird nach dem gerade gemessenen Laufwerk angehalten … Die fertigen Laufwerke bleiben.</translation>
    </message>
    <message>
        <source>Cannot Start the Batch</source>
        <translation>Die Serie kann nicht starten</translation>
    </message>
    <message>
        <source>The write test was not confirmed.</source>
        <translation>Der Schreibtest wurde nicht bestätigt.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet …</translation>
    </message>
    <message>
        <source>Drive %1 of %2: %3 · about %4 left for the batch</source>
        <translation>Laufwerk %1 von %2: %3 · noch etwa %4 für die Serie</translation>
    </message>
    <message>
        <source>%1 of %2 reports written to %3.</source>
        <translation>%1 von %2 Berichten in %3 geschrieben.</translation>
    </message>
    <message>
        <source>A batch of drive benchmarks is running</source>
        <translation>Eine Serie von Laufwerkstests läuft</translation>
    </message>
    <message>
        <source>Test Several Drives</source>
        <translation>Mehrere Laufwerke testen</translation>
    </message>
    <message>
        <source>Tick the drives to test. Each runs the profile of the main window (%1) with its options, one after another: drives measured at the same time would share their bus and read slow. A drive that fails or is skipped does not stop the others, and every result goes to the history.</source>
        <translation>Haken Sie die zu testenden Laufwerke an. Jedes durchläuft nacheinander das Profil des Hauptfensters (%1) mit seinen Optionen: gleichzeitig gemessene Laufwerke würden sich ihren Bus teilen und zu langsam erscheinen. Ein Laufwerk, das scheitert oder übersprungen wird, hält die anderen nicht auf, und jedes Ergebnis kommt in den Verlauf.</translation>
    </message>
    <message>
        <source>Add &amp;Folder…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Re&amp;scan</source>
        <translation>Neu &amp;einlesen</translation>
    </message>
    <message>
        <source>Stop This &amp;Drive</source>
        <translation>&amp;Dieses Laufwerk anhalten</translation>
    </message>
    <message>
        <source>S&amp;kip Drive</source>
        <translation>Laufwerk ausl&amp;assen</translation>
    </message>
    <message>
        <source>Stop &amp;Batch</source>
        <translation>Serie a&amp;nhalten</translation>
    </message>
    <message>
        <source>&amp;New Batch</source>
        <translation>&amp;Neue Serie</translation>
    </message>
    <message>
        <source>Start &amp;Batch</source>
        <translation>Serie &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Drives ticked: %1</source>
        <translation>Angehakte Laufwerke: %1</translation>
    </message>
    <message>
        <source>O&amp;pen Reports Folder</source>
        <translation>Berichtsordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Measuring %1 drives at once · about %2 left for the batch</source>
        <translation>%1 Laufwerke werden gleichzeitig gemessen · noch etwa %2 für die Serie</translation>
    </message>
    <message>
        <source>Drives on separate controllers at the same &amp;time</source>
        <translation>Laufwerke an getrennten Controllern &amp;gleichzeitig</translation>
    </message>
    <message>
        <source>Drives that share a controller or bus (disks on one SATA controller, USB drives on one host controller, folders on one drive, drives through the helper) still run one after another: measured at once they would share its bandwidth and read slow. Drives measured at once also share the processor and memory, which can lower fast drives&apos; figures.</source>
        <translation>Laufwerke, die sich einen Controller oder Bus teilen (Platten an einem SATA-Controller, USB-Laufwerke an einem Host-Controller, Ordner auf einem Laufwerk, Laufwerke über das Hilfsprogramm), laufen weiter nacheinander: gleichzeitig gemessen würden sie sich seine Bandbreite teilen und zu langsam erscheinen. Gleichzeitig gemessene Laufwerke teilen sich auch Prozessor und Arbeitsspeicher, was die Werte schneller Laufwerke senken kann.</translation>
    </message>
    <message>
        <source>Measuring drive %1 again before it is flagged: %2 · about %3 left for the batch</source>
        <translation>Laufwerk %1 wird vor dem Markieren erneut gemessen: %2 · noch etwa %3 für die Serie</translation>
    </message>
    <message>
        <source>Station &amp;Mode…</source>
        <translation>&amp;Stationsmodus…</translation>
    </message>
    <message>
        <source>Test each drive as it is plugged in, with this profile, and certify it</source>
        <translation>Jedes Laufwerk testen, sobald es angeschlossen wird, mit diesem Profil, und ihm einen Prüfbericht ausstellen</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BlockMapView</name>
    <message>
        <source>%1–%2 GB: %3</source>
        <translation>%1–%2 GB: %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BlockSizeChart</name>
    <message>
        <source>Block size sweep</source>
        <translation>Blockgrößen-Verlauf</translation>
    </message>
    <message>
        <source>solid: throughput · dashed: IOPS</source>
        <translation>durchgezogen: Durchsatz · gestrichelt: IOPS</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>Throughput [%1]</source>
        <translation>Durchsatz [%1]</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Run the %1 profile to see throughput against block size.</source>
        <translation>Führen Sie das Profil %1 aus, um den Durchsatz über der Blockgröße zu sehen.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInBlockMap</name>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see how fast each part of it wrote and read back, and where it failed.</source>
        <translation>Führen Sie den %1 auf einem Laufwerk aus, um zu sehen, wie schnell jeder Teil geschrieben und zurückgelesen wurde und wo er versagte.</translation>
    </message>
    <message>
        <source>Burn-in: slowest block per cell</source>
        <translation>Burn-in: langsamster Block je Zelle</translation>
    </message>
    <message>
        <source>blocks per latency class (written and read), ranges per failure; a cell is %1 of the device</source>
        <translation>Blöcke je Latenzklasse (geschrieben und gelesen), Bereiche je Fehlerart; eine Zelle ist %1 des Geräts</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInOptionRows</name>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>1 failed range</source>
        <translation>1 fehlerhafter Bereich</translation>
    </message>
    <message numerus="yes">
        <source>%n failed ranges</source>
        <translation>
            <numerusform>%n fehlerhafte Bereiche</numerusform>
            <numerusform>%n fehlerhafte Bereiche</numerusform>
        </translation>
    </message>
    <message>
        <source>below %1 MB/s</source>
        <translation>unter %1 MB/s</translation>
    </message>
    <message>
        <source>for %1 min</source>
        <translation>für %1 min</translation>
    </message>
    <message>
        <source>for %1 s</source>
        <translation>für %1 s</translation>
    </message>
    <message>
        <source>above %1 °C</source>
        <translation>über %1 °C</translation>
    </message>
    <message>
        <source>&amp;Passes:</source>
        <translation>&amp;Durchgänge:</translation>
    </message>
    <message>
        <source>Patterns:</source>
        <translation>Muster:</translation>
    </message>
    <message>
        <source>Stop &amp;after:</source>
        <translation>Anhalten &amp;nach:</translation>
    </message>
    <message>
        <source>Stop if slo&amp;wer:</source>
        <translation>Anhalten wenn lang&amp;samer:</translation>
    </message>
    <message>
        <source>Stop if &amp;hotter:</source>
        <translation>Anhalten wenn &amp;heißer:</translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation>Stempel</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>Einsen</translation>
    </message>
    <message>
        <source>Each block stamped with its place, the pass and the pattern: shows where data came back from, and so fake capacity</source>
        <translation>Jeder Block mit seiner Stelle, dem Durchgang und dem Muster gestempelt: zeigt, woher Daten zurückkamen, und so gefälschte Kapazität</translation>
    </message>
    <message>
        <source>Random data, new in each pass: no drive can compress or deduplicate it</source>
        <translation>Zufallsdaten, in jedem Durchgang neu: kein Laufwerk kann sie komprimieren oder deduplizieren</translation>
    </message>
    <message>
        <source>All bits 0</source>
        <translation>Alle Bits 0</translation>
    </message>
    <message>
        <source>All bits 1</source>
        <translation>Alle Bits 1</translation>
    </message>
    <message>
        <source>Burn-in pattern: %1</source>
        <translation>Burn-in-Muster: %1</translation>
    </message>
    <message>
        <source>How many times each pattern is written over the whole drive and read back</source>
        <translation>Wie oft jedes Muster über das ganze Laufwerk geschrieben und zurückgelesen wird</translation>
    </message>
    <message>
        <source>End the burn-in once this many ranges failed (unreadable, corrupt or unwritable): a drive that bad fails anyway</source>
        <translation>Den Burn-in beenden, sobald so viele Bereiche fehlerhaft sind (unlesbar, verfälscht oder unbeschreibbar): ein so schlechtes Laufwerk fällt ohnehin durch</translation>
    </message>
    <message>
        <source>End the burn-in when the drive stays slower than this for the time beside it</source>
        <translation>Den Burn-in beenden, wenn das Laufwerk für die daneben gewählte Zeit langsamer als dies bleibt</translation>
    </message>
    <message>
        <source>End the burn-in when the drive reports a temperature above this</source>
        <translation>Den Burn-in beenden, wenn das Laufwerk eine höhere Temperatur meldet</translation>
    </message>
    <message>
        <source>Burn-in passes</source>
        <translation>Burn-in-Durchgänge</translation>
    </message>
    <message>
        <source>Stop after failed ranges</source>
        <translation>Nach fehlerhaften Bereichen anhalten</translation>
    </message>
    <message>
        <source>Stop if slower than</source>
        <translation>Anhalten wenn langsamer als</translation>
    </message>
    <message>
        <source>Slower for</source>
        <translation>Langsamer für</translation>
    </message>
    <message>
        <source>Stop if hotter than</source>
        <translation>Anhalten wenn heißer als</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInPanel</name>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelesen</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>First LBA</source>
        <translation>Erste LBA</translation>
    </message>
    <message>
        <source>Last LBA</source>
        <translation>Letzte LBA</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>Ab Byte</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Does every block of this drive hold what is written to it?</source>
        <translation>Behält jeder Block dieses Laufwerks, was in ihn geschrieben wird?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 writes every block of the drive with a pattern, reads it back and checks it, pass after pass, timing each block. It names every range that could not be written or read or came back changed, exact to the block, shows each block&apos;s time in the surface testers&apos; six classes, and tells fake capacity.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Everything on the drive is overwritten.&lt;/b&gt; More… sets the passes, the patterns and when to stop early.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der %1 beschreibt jeden Block des Laufwerks mit einem Muster, liest ihn zurück und prüft ihn, Durchgang für Durchgang, und misst jeden Block. Er nennt jeden Bereich, der sich nicht schreiben oder lesen ließ oder verändert zurückkam, blockgenau, zeigt die Zeit jedes Blocks in den sechs Klassen der Oberflächentester und erkennt gefälschte Kapazität.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Alles auf dem Laufwerk wird überschrieben.&lt;/b&gt; Unter Mehr… stellen Sie die Durchgänge, die Muster und das vorzeitige Anhalten ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::BurnInRateChart</name>
    <message>
        <source>Write and read rate by position</source>
        <translation>Schreib- und Leserate nach Position</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see its write and read rates from the first sector to the last.</source>
        <translation>Führen Sie den %1 auf einem Laufwerk aus, um seine Schreib- und Leseraten vom ersten bis zum letzten Sektor zu sehen.</translation>
    </message>
    <message>
        <source>Write rate</source>
        <translation>Schreibrate</translation>
    </message>
    <message>
        <source>Read rate</source>
        <translation>Leserate</translation>
    </message>
    <message>
        <source>write min %1, mean %2 MB/s</source>
        <translation>Schreiben min. %1, Mittel %2 MB/s</translation>
    </message>
    <message>
        <source>read min %1, mean %2 MB/s</source>
        <translation>Lesen min. %1, Mittel %2 MB/s</translation>
    </message>
    <message>
        <source>Position [GB]</source>
        <translation>Position [GB]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::CapacityBar</name>
    <message>
        <source>lost: writes here land on the drive&apos;s start</source>
        <translation>verloren: Was hier geschrieben wird, landet am Anfang des Laufwerks</translation>
    </message>
    <message>
        <source>lost: nothing is kept</source>
        <translation>verloren: Nichts wird behalten</translation>
    </message>
    <message>
        <source>did not keep what was written</source>
        <translation>behielt nicht, was geschrieben wurde</translation>
    </message>
    <message>
        <source>%1 – %2: %3</source>
        <translation>%1 – %2: %3</translation>
    </message>
    <message>
        <source>not checked to the end</source>
        <translation>nicht bis zum Ende geprüft</translation>
    </message>
    <message>
        <source>the places checked here kept what was written</source>
        <translation>die hier geprüften Stellen behielten, was geschrieben wurde</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ChartsPage</name>
    <message>
        <source>&amp;Logarithmic throughput scale</source>
        <translation>&amp;Logarithmische Durchsatzskala</translation>
    </message>
    <message>
        <source>Slow random results stay readable next to fast sequential ones.</source>
        <translation>Langsame zufällige Ergebnisse bleiben neben schnellen sequenziellen lesbar.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::CompareDialog</name>
    <message>
        <source>Compare Runs</source>
        <translation>Messungen vergleichen</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>Ei&amp;nheit:</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <source>&amp;Save Image…</source>
        <translation>Bild &amp;speichern …</translation>
    </message>
    <message numerus="yes">
        <source>%n runs compared.</source>
        <translation>
            <numerusform>%n Messung verglichen.</numerusform>
            <numerusform>%n Messungen verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Conditions differ between these runs; the figures may differ for that reason:</source>
        <translation>Die Bedingungen dieser Messungen unterscheiden sich; die Werte können auch deshalb abweichen:</translation>
    </message>
    <message>
        <source>Test [%1]</source>
        <translation>Test [%1]</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 zu %2</translation>
    </message>
    <message>
        <source>Save Comparison Image</source>
        <translation>Vergleichsbild speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>&amp;Bild kopieren</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::CompareImage</name>
    <message>
        <source>%1 to %2</source>
        <extracomment>The dates of the compared runs in the comparison picture: &quot;11/1/26 to 11/29/26&quot;.</extracomment>
        <translation>%1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more notes in the shared text</source>
        <extracomment>Under a run&apos;s caveats in the comparison picture, when not all of them fit; Copy as Text has them all.</extracomment>
        <translation>
            <numerusform>und %n weiterer Hinweis im geteilten Text</numerusform>
            <numerusform>und %n weitere Hinweise im geteilten Text</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n runs</source>
        <translation>
            <numerusform>Vergleich von %n Messung</numerusform>
            <numerusform>Vergleich von %n Messungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: comparison of %n runs</source>
        <extracomment>The comparison picture&apos;s title when every run measured one drive: &quot;Samsung SSD 980 PRO: comparison of 3 runs&quot;.</extracomment>
        <translation>
            <numerusform>%1: Vergleich von %n Messung</numerusform>
            <numerusform>%1: Vergleich von %n Messungen</numerusform>
        </translation>
    </message>
    <message>
        <source>in files per second</source>
        <translation>in Dateien pro Sekunde</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 · %2 · changes against %3</source>
        <extracomment>The comparison picture&apos;s subtitle: &quot;11/1/26 to 11/29/26 · in MB/s · changes against #1&quot;.</extracomment>
        <translation>%1 · %2 · Änderungen gegenüber %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ConditionsBlock</name>
    <message>
        <source>Conditions behind these figures</source>
        <translation>Umstände hinter diesen Werten</translation>
    </message>
    <message>
        <source>Hide conditions</source>
        <translation>Umstände ausblenden</translation>
    </message>
    <message>
        <source>Conditions (%1)</source>
        <translation>Umstände (%1)</translation>
    </message>
    <message>
        <source>Hide the conditions behind these figures</source>
        <translation>Die Umstände hinter diesen Werten ausblenden</translation>
    </message>
    <message>
        <source>Why the figures are what they are:</source>
        <translation>Warum die Werte so sind, wie sie sind:</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::DestroyDataDialog</name>
    <message>
        <source>Destroy All Data on %1?</source>
        <translation>Alle Daten auf %1 zerstören?</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The write tests overwrite the whole test area of %1. All data on this drive will be destroyed:&lt;/b&gt; every partition, filesystem and file on it. This cannot be undone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Schreibtests überschreiben den gesamten Testbereich von %1. Alle Daten auf diesem Laufwerk werden zerstört:&lt;/b&gt; jede Partition, jedes Dateisystem und jede Datei darauf. Das lässt sich nicht rückgängig machen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>Auslagerungsbereich</translation>
    </message>
    <message>
        <source>no mounted filesystem</source>
        <translation>kein eingehängtes Dateisystem</translation>
    </message>
    <message>
        <source>, mounted at %1</source>
        <translation>, eingehängt unter %1</translation>
    </message>
    <message>
        <source>no partitions</source>
        <translation>keine Partitionen</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;Drive:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Model:&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Serial:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Size:&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Partitions:&lt;/p&gt;&lt;ul&gt;%5&lt;/ul&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;Laufwerk:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Modell:&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Seriennummer:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Größe:&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Partitionen:&lt;/p&gt;&lt;ul&gt;%5&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>To confirm, type the device name &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>Geben Sie zur Bestätigung den Gerätenamen &lt;b&gt;%1&lt;/b&gt; ein:</translation>
    </message>
    <message>
        <source>Device name to confirm</source>
        <translation>Gerätename zur Bestätigung</translation>
    </message>
    <message>
        <source>&amp;Destroy Data and Run</source>
        <translation>Daten &amp;zerstören und starten</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::DriveInfoPanel</name>
    <message>
        <source>Drive: %1</source>
        <translation>Laufwerk: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Firmware: %1</source>
        <translation>Firmware: %1</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Filesystem: %1</source>
        <translation>Dateisystem: %1</translation>
    </message>
    <message>
        <source>%1 free of %2</source>
        <translation>%1 von %2 frei</translation>
    </message>
    <message>
        <source>No target selected</source>
        <translation>Kein Ziel ausgewählt</translation>
    </message>
    <message>
        <source>This target is read-only: only read tests can run.</source>
        <translation>Dieses Ziel ist schreibgeschützt: Nur Lesetests sind möglich.</translation>
    </message>
    <message>
        <source>Raw device: read tests read what is on the drive; areas never written (or trimmed) may read unrealistically fast.</source>
        <translation>Rohes Gerät: Lesetests lesen, was auf dem Laufwerk steht; nie beschriebene (oder getrimmte) Bereiche können unrealistisch schnell gelesen werden.</translation>
    </message>
    <message>
        <source>Write tests cannot run on this device: %1</source>
        <translation>Schreibtests sind auf diesem Gerät nicht möglich: %1</translation>
    </message>
    <message>
        <source>Write tests on a raw device destroy all data on it; you will be asked to confirm.</source>
        <translation>Schreibtests auf einem rohen Gerät zerstören alle Daten darauf; Sie werden um Bestätigung gebeten.</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Laufwerksdetails</translation>
    </message>
    <message>
        <source>Warnings about the target</source>
        <translation>Warnungen zum Ziel</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>Zustand: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HealthCheckCharts</name>
    <message>
        <source>A health check moves no data: there is nothing to chart. Its verdict is on the Results tab.</source>
        <translation>Eine Zustandsprüfung bewegt keine Daten: Es gibt nichts darzustellen. Ihr Urteil steht auf der Seite Ergebnisse.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HealthCheckPanel</name>
    <message>
        <source>Is this drive healthy?</source>
        <translation>Ist dieses Laufwerk gesund?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Health Check reads what the drive says of its health, runs its own self-test (the short one unless More… says otherwise) and reads its self-test log. The verdict is PASS, ATTENTION or FAIL by documented rules, each rule that fired named.&lt;/p&gt;&lt;p&gt;No data is read or written; a stop tells the drive to abort its test.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Zustandsprüfung liest, was das Laufwerk über seinen Zustand sagt, lässt es seinen eigenen Selbsttest laufen (den kurzen, sofern „Mehr…“ nichts anderes sagt) und liest sein Selbsttest-Protokoll. Das Urteil lautet BESTANDEN, ACHTUNG oder FEHLER nach dokumentierten Regeln; jede Regel, die greift, wird genannt.&lt;/p&gt;&lt;p&gt;Es werden keine Daten gelesen oder geschrieben; ein Stopp weist das Laufwerk an, seinen Test abzubrechen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HistoryPage</name>
    <message>
        <source>All drives</source>
        <translation>Alle Laufwerke</translation>
    </message>
    <message>
        <source>%1 — 1 run</source>
        <translation>%1 — 1 Messung</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n runs</source>
        <translation>
            <numerusform>%1 — %n Messung</numerusform>
            <numerusform>%1 — %n Messungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No runs yet: every run you make is kept here.</source>
        <translation>Noch keine Messungen: Jede Messung wird hier aufbewahrt.</translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation>Messungen löschen</translation>
    </message>
    <message>
        <source>Delete this run from the history? This cannot be undone.</source>
        <translation>Diese Messung aus dem Verlauf löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n runs from the history? This cannot be undone.</source>
        <translation>
            <numerusform>Diese %n Messung aus dem Verlauf löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Diese %n Messungen aus dem Verlauf löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show this run&apos;s figures and charts, marked as a past run</source>
        <translation>Die Werte und Diagramme dieser Messung zeigen, als frühere Messung gekennzeichnet</translation>
    </message>
    <message>
        <source>Select two or more runs (Ctrl+click) to see them side by side</source>
        <translation>Zwei oder mehr Messungen auswählen (Strg+Klick), um sie nebeneinander zu sehen</translation>
    </message>
    <message>
        <source>Dri&amp;ve:</source>
        <translation>Lau&amp;fwerk:</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>Verglei&amp;chen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>L&amp;öschen</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HistoryRunsModel</name>
    <message>
        <source>Imported: measured on %1</source>
        <translation>Importiert: gemessen auf %1</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (auf %2)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::HistorySaver</name>
    <message>
        <source>Saved in the history as run %1.</source>
        <translation>Im Verlauf als Messung %1 gespeichert.</translation>
    </message>
    <message>
        <source>An earlier run that could not be saved then was added too.</source>
        <translation>Eine frühere Messung, die damals nicht gespeichert werden konnte, wurde ebenfalls hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier runs that could not be saved then were added too.</source>
        <translation>
            <numerusform>%n frühere Messung, die damals nicht gespeichert werden konnte, wurde ebenfalls hinzugefügt.</numerusform>
            <numerusform>%n frühere Messungen, die damals nicht gespeichert werden konnten, wurden ebenfalls hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run is kept in %1 and joins the history with the next run saved.</source>
        <translation>Die Messung liegt in %1 und kommt mit der nächsten gespeicherten Messung in den Verlauf.</translation>
    </message>
    <message>
        <source>The run could not be kept elsewhere either: keep it with File › Export JSON….</source>
        <translation>Die Messung konnte auch anderswo nicht aufbewahrt werden: Sichern Sie sie mit Datei › JSON exportieren ….</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::LatencyChart</name>
    <message>
        <source>Latency percentiles</source>
        <translation>Latenz-Perzentile</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Perzentil</translation>
    </message>
    <message>
        <source>Latency [%1]</source>
        <translation>Latenz [%1]</translation>
    </message>
    <message>
        <source>p%1</source>
        <translation>p%1</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::LiveChart</name>
    <message>
        <source>Live throughput</source>
        <translation>Durchsatz live</translation>
    </message>
    <message>
        <source>Time [s]</source>
        <translation>Zeit [s]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::Main</name>
    <message>
        <source>Usage: sektor [TARGET] [--quit-when-shown] [--autorun [sektor-cli run options] TARGET]
  TARGET              open with this folder or block device selected
  --version           print the version
  --quit-when-shown   print the time until the window is shown, then quit
  --autorun …         run once with these options (as sektor-cli run), write --json, quit</source>
        <translation>Aufruf: sektor [ZIEL] [--quit-when-shown] [--autorun [Optionen von sektor-cli run] ZIEL]
  ZIEL                mit diesem Ordner oder Blockgerät ausgewählt öffnen
  --version           die Version ausgeben
  --quit-when-shown   die Zeit bis zur Anzeige des Fensters ausgeben, dann beenden
  --autorun …         einmal mit diesen Optionen messen (wie sektor-cli run), --json schreiben, beenden</translation>
    </message>
    <message>
        <source>%1 is neither a folder nor a drive that can be tested.</source>
        <translation>%1 ist weder ein Ordner noch ein Laufwerk, das sich testen lässt.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::MainMenus</name>
    <message>
        <source>About Sektor</source>
        <translation>Über Sektor</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sektor %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;How fast is this drive, really? Sequential, random 4K and queue-depth performance, measured with direct I/O and reported as medians of several runs.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sektor %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Wie schnell ist dieses Laufwerk wirklich? Sequenzielle, zufällige 4K- und Warteschlangentiefen-Leistung, gemessen mit Direct I/O und angegeben als Median mehrerer Durchläufe.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Benchmark</source>
        <translation>&amp;Test</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Run All Tests</source>
        <translation>&amp;Alle Tests starten</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;About Sektor</source>
        <translation>Ü&amp;ber Sektor</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Test Several &amp;Drives…</source>
        <translation>&amp;Mehrere Laufwerke testen…</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::MainWindow</name>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
    <message>
        <source>Cannot Start the Test</source>
        <translation>Test kann nicht starten</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Stopped. The tests that finished are shown.</source>
        <translation>Angehalten. Die abgeschlossenen Tests werden angezeigt.</translation>
    </message>
    <message>
        <source>The run stopped: %1</source>
        <translation>Die Messung wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>The Test Failed</source>
        <translation>Der Test ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Look for drives again</source>
        <translation>Erneut nach Laufwerken suchen</translation>
    </message>
    <message>
        <source>Rescan drives</source>
        <translation>Laufwerke neu einlesen</translation>
    </message>
    <message>
        <source>Rescan</source>
        <translation>Neu einlesen</translation>
    </message>
    <message>
        <source>C&amp;omment:</source>
        <translation>K&amp;ommentar:</translation>
    </message>
    <message>
        <source>Optional: a note that goes with the shared results</source>
        <translation>Optional: eine Notiz zu den geteilten Ergebnissen</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Resu&amp;lts</source>
        <translation>E&amp;rgebnisse</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>Di&amp;agramme</translation>
    </message>
    <message>
        <source>Done. Read the notes above the results.</source>
        <translation>Fertig. Beachten Sie die Hinweise über den Ergebnissen.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 vom %2</translation>
    </message>
    <message>
        <source>Read these figures with care:</source>
        <translation>Diese Werte mit Vorsicht lesen:</translation>
    </message>
    <message>
        <source>Before you start:</source>
        <translation>Bevor Sie starten:</translation>
    </message>
    <message>
        <source>Drive Benchmark</source>
        <translation>Laufwerks-Benchmark</translation>
    </message>
    <message>
        <source>A drive benchmark is running</source>
        <translation>Ein Laufwerks-Benchmark läuft</translation>
    </message>
    <message>
        <source>run %1 of the history, on %2 at %3</source>
        <translation>Messung %1 aus dem Verlauf, auf %2 am %3</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>The tests that finished are kept in the history.</source>
        <translation>Die abgeschlossenen Tests bleiben im Verlauf erhalten.</translation>
    </message>
    <message>
        <source>The history is turned off: the tests that finished will be lost.</source>
        <translation>Der Verlauf ist ausgeschaltet: Die abgeschlossenen Tests gehen verloren.</translation>
    </message>
    <message>
        <source>Stop the Benchmark and Quit?</source>
        <translation>Benchmark anhalten und beenden?</translation>
    </message>
    <message>
        <source>A benchmark is running. Quitting stops it first and removes its test file.</source>
        <translation>Ein Benchmark läuft. Beenden hält ihn zuerst an und entfernt seine Testdatei.</translation>
    </message>
    <message>
        <source>&amp;Stop and Quit</source>
        <translation>&amp;Anhalten und beenden</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>the %1 profile at %2</source>
        <translation>Profil %1 vom %2</translation>
    </message>
    <message>
        <source>Choose the drive the run began on.</source>
        <translation>Wählen Sie das Laufwerk, auf dem die Messung begann.</translation>
    </message>
    <message>
        <source>Cannot Go On</source>
        <translation>Fortsetzen nicht möglich</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::PeerDistributionChart</name>
    <message>
        <source>Among the results of its model</source>
        <translation>Unter den Ergebnissen seines Modells</translation>
    </message>
    <message>
        <source>Too few results of this model to compare: %1 so far, %2 needed.</source>
        <translation>Zu wenige Ergebnisse dieses Modells für einen Vergleich: bisher %1, nötig sind %2.</translation>
    </message>
    <message>
        <source>No results of this model to compare with yet.</source>
        <translation>Noch keine Ergebnisse dieses Modells zum Vergleichen.</translation>
    </message>
    <message>
        <source>Results of %1</source>
        <translation>Ergebnisse von %1</translation>
    </message>
    <message>
        <source>This result</source>
        <translation>Dieses Ergebnis</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Throughput [%1]</source>
        <translation>Durchsatz [%1]</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::PeerDistributionView</name>
    <message>
        <source>Among its model&apos;s results, &amp;test:</source>
        <translation>Unter den Ergebnissen seines Modells, &amp;Test:</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::PositionMapChart</name>
    <message>
        <source>Read rate by position</source>
        <translation>Leserate nach Position</translation>
    </message>
    <message>
        <source>Run the %1 or the %2 on a drive to see its read rate from the first sector to the last.</source>
        <translation>Führen Sie %1 oder %2 auf einem Laufwerk aus, um seine Leserate vom ersten bis zum letzten Sektor zu sehen.</translation>
    </message>
    <message>
        <source>Read rate</source>
        <translation>Leserate</translation>
    </message>
    <message>
        <source>Slow (below %1 % of the median)</source>
        <translation>Langsam (unter %1 % des Medians)</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>min %1, mean %2, max %3 MB/s</source>
        <translation>min. %1, Mittel %2, max. %3 MB/s</translation>
    </message>
    <message>
        <source>; stopped at %1 %</source>
        <translation>; bei %1 % angehalten</translation>
    </message>
    <message>
        <source>Position [GB]</source>
        <translation>Position [GB]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ProgressPanel</name>
    <message>
        <source>Preparing the test file: %1 of %2</source>
        <translation>Testdatei wird vorbereitet: %1 von %2</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Vorbereitung …</translation>
    </message>
    <message>
        <source>Warming up %1</source>
        <translation>Aufwärmen: %1</translation>
    </message>
    <message>
        <source>Measuring %1, run %2 of %3</source>
        <translation>Messe %1, Durchlauf %2 von %3</translation>
    </message>
    <message>
        <source>Pause between tests</source>
        <translation>Pause zwischen den Tests</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Elapsed %1 · about %2 left</source>
        <translation>Vergangen %1 · noch etwa %2</translation>
    </message>
    <message>
        <source>Progress of the run</source>
        <translation>Fortschritt der Messung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>· no sleep until done</source>
        <translation>· kein Ruhezustand bis zum Ende</translation>
    </message>
    <message>
        <source>Sektor asked the system not to suspend or dim the screen until the test ends.</source>
        <translation>Sektor hat das System gebeten, bis zum Ende des Tests nicht in den Ruhezustand zu gehen und den Bildschirm nicht abzudunkeln.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultChart</name>
    <message>
        <source>No results yet: run a test to see this chart.</source>
        <translation>Noch keine Ergebnisse: Starten Sie einen Test, um dieses Diagramm zu sehen.</translation>
    </message>
    <message>
        <source>The run was too short to draw this chart: it needs samples of 100 ms.</source>
        <translation>Der Lauf war zu kurz für dieses Diagramm: Es braucht Messpunkte von 100 ms.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultToolTip</name>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Median: %1 · %2 IOPS</source>
        <translation>Median: %1 · %2 IOPS</translation>
    </message>
    <message>
        <source>Latency: mean %1 · p99 %2</source>
        <translation>Latenz: Mittel %1 · p99 %2</translation>
    </message>
    <message>
        <source>Best %1 · worst %2 · spread %3 % over %4 runs</source>
        <translation>Bester %1 · schlechtester %2 · Streuung %3 % über %4 Durchläufe</translation>
    </message>
    <message>
        <source>One run: no spread to show. Use more runs to see how steady the drive is.</source>
        <translation>Ein Durchlauf: keine Streuung. Mit mehr Durchläufen sehen Sie, wie gleichmäßig das Laufwerk ist.</translation>
    </message>
    <message>
        <source>Unstable: the runs differ by more than %1 %. Run it again or use more runs.</source>
        <translation>Instabil: Die Durchläufe weichen um mehr als %1 % voneinander ab. Messen Sie erneut oder mit mehr Durchläufen.</translation>
    </message>
    <message>
        <source>%1 files/s: %2 files in %3</source>
        <translation>%1 Dateien/s: %2 Dateien in %3</translation>
    </message>
    <message>
        <source>Latency per file: mean %1 · p50 %2 · p99 %3 · p99.9 %4</source>
        <translation>Latenz je Datei: Mittel %1 · p50 %2 · p99 %3 · p99,9 %4</translation>
    </message>
    <message>
        <source>CPU time per file: %1</source>
        <translation>CPU-Zeit je Datei: %1</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>Bytes over the test&apos;s time: %1 · %2 IOPS</source>
        <translation>Bytes durch die Dauer des Tests: %1 · %2 IOPS</translation>
    </message>
    <message>
        <source>CPU per I/O: %1</source>
        <translation>CPU pro E/A: %1</translation>
    </message>
    <message>
        <source>CPU per I/O: %1 · I/O threads busy %2 % of the time</source>
        <translation>CPU pro E/A: %1 · E/A-Threads %2 % der Zeit beschäftigt</translation>
    </message>
    <message>
        <source>Limited by the processor, not the drive: the threads doing its I/O were busy %1 % of the time.</source>
        <translation>Durch den Prozessor begrenzt, nicht durch das Laufwerk: Die Threads, die seine E/A ausführten, waren %1 % der Zeit beschäftigt.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultsCaption</name>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Best run</source>
        <translation>Bester Durchlauf</translation>
    </message>
    <message>
        <source>Show the median of the runs (Sektor) or the best run (as CrystalDiskMark does)</source>
        <translation>Den Median der Durchläufe (Sektor) oder den besten Durchlauf (wie CrystalDiskMark) anzeigen</translation>
    </message>
    <message>
        <source>Figure shown</source>
        <translation>Angezeigter Wert</translation>
    </message>
    <message>
        <source>Pick a drive or folder above and press All (F5) to measure it.</source>
        <translation>Wählen Sie oben ein Laufwerk oder einen Ordner und drücken Sie Alle (F5), um es zu messen.</translation>
    </message>
    <message>
        <source>These figures are from %1, not from the selected target.</source>
        <translation>Diese Werte stammen von %1, nicht vom gewählten Ziel.</translation>
    </message>
    <message>
        <source>The figures of a single run: use more runs to see how steady the drive is.</source>
        <translation>Werte eines einzigen Durchlaufs: Mit mehr Durchläufen sehen Sie, wie gleichmäßig das Laufwerk ist.</translation>
    </message>
    <message>
        <source>Best of %1 runs, as CrystalDiskMark shows it.</source>
        <translation>Bester von %1 Durchläufen, wie CrystalDiskMark ihn zeigt.</translation>
    </message>
    <message>
        <source>Median of %1 runs (CrystalDiskMark shows the best).</source>
        <translation>Median von %1 Durchläufen (CrystalDiskMark zeigt den besten).</translation>
    </message>
    <message>
        <source>These figures are from %1, not from the selected profile.</source>
        <translation>Diese Werte stammen vom %1, nicht vom gewählten Profil.</translation>
    </message>
    <message>
        <source>Measured once over its whole length: this test has no repeated runs.</source>
        <translation>Einmal über die ganze Länge gemessen: dieser Test hat keine wiederholten Durchläufe.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultsGrid</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Stop the run (Esc)</source>
        <translation>Messung anhalten (Esc)</translation>
    </message>
    <message>
        <source>Run every test of the profile</source>
        <translation>Alle Tests des Profils ausführen</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>Run only %1</source>
        <translation>Nur %1 ausführen</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>%1 ausführen</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Start the test</source>
        <translation>Den Test starten</translation>
    </message>
    <message>
        <source>A rewrite runs on the sequential tests only (not on durable ones)</source>
        <translation>Zurückschreiben läuft nur bei den sequenziellen Tests (nicht bei den dauerhaften)</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Go on where the run shown stopped, on the same drive; what it found is kept</source>
        <translation>Dort fortfahren, wo die gezeigte Messung anhielt, auf demselben Laufwerk; was sie fand, bleibt erhalten</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ResultsImage</name>
    <message>
        <source>Memory (%1)</source>
        <translation>Arbeitsspeicher (%1)</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>Unknown drive</source>
        <translation>Unbekanntes Laufwerk</translation>
    </message>
    <message>
        <source>and %1 more drives</source>
        <translation>und %1 weitere Laufwerke</translation>
    </message>
    <message>
        <source>raw device %1</source>
        <translation>rohes Gerät %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a single run</source>
        <translation>ein einziger Durchlauf</translation>
    </message>
    <message>
        <source>median of %1 runs (CrystalDiskMark shows the best)</source>
        <translation>Median von %1 Durchläufen (CrystalDiskMark zeigt den besten)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · in %4</source>
        <translation>%1 · %2 · %3 · in %4</translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation>Engine %1</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>Kommentar: %1</translation>
    </message>
    <message>
        <source>%1 at most</source>
        <translation>höchstens %1</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more in the shared text</source>
        <translation>
            <numerusform>… und %n weiterer Hinweis im geteilten Text</numerusform>
            <numerusform>… und %n weitere Hinweise im geteilten Text</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · in %3</source>
        <translation>%1 · %2 · in %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RowLegend</name>
    <message>
        <source>solid: read</source>
        <translation>durchgezogen: Lesen</translation>
    </message>
    <message>
        <source>dashed: write</source>
        <translation>gestrichelt: Schreiben</translation>
    </message>
    <message>
        <source>dotted: mix</source>
        <translation>gepunktet: Gemischt</translation>
    </message>
    <message>
        <source>dash-dotted: rewrite</source>
        <translation>strichpunktiert: zurückschreiben</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RunController</name>
    <message>
        <source>A run is already going.</source>
        <translation>Es läuft bereits eine Messung.</translation>
    </message>
    <message>
        <source>The run could not start.</source>
        <translation>Die Messung konnte nicht starten.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RunMoreOptions</name>
    <message>
        <source>How long the sustained write may go on at most, and its queue depth</source>
        <translation>Wie lange das Dauerschreiben höchstens laufen darf, und seine Warteschlangentiefe</translation>
    </message>
    <message>
        <source>Block sizes and queue depth of the sweep, measure time of each run and the pause between tests</source>
        <translation>Blockgrößen und Warteschlangentiefe des Verlaufs, Messdauer jedes Durchlaufs und die Pause zwischen den Tests</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&amp;Measure:</source>
        <translation>&amp;Messdauer:</translation>
    </message>
    <message>
        <source>Time &amp;limit:</source>
        <translation>Zeit&amp;limit:</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Intervall:</translation>
    </message>
    <message>
        <source>Smallest &amp;block:</source>
        <translation>Kleinster &amp;Block:</translation>
    </message>
    <message>
        <source>Lar&amp;gest block:</source>
        <translation>&amp;Größter Block:</translation>
    </message>
    <message>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Warteschlangentiefe:</translation>
    </message>
    <message>
        <source>Length of each measured run</source>
        <translation>Dauer jedes gemessenen Durchlaufs</translation>
    </message>
    <message>
        <source>Pause between tests, so the drive can flush its cache and cool down</source>
        <translation>Pause zwischen den Tests, damit das Laufwerk seinen Cache leeren und abkühlen kann</translation>
    </message>
    <message>
        <source>A sustained write ends at this time, when the span is written, or once its speed after the cache holds steady, whichever comes first</source>
        <translation>Dauerschreiben endet nach dieser Zeit, wenn der Bereich geschrieben ist oder sobald die Geschwindigkeit nach dem Cache stabil bleibt, je nachdem, was zuerst eintritt</translation>
    </message>
    <message>
        <source>The sweep&apos;s smallest block size; sizes below the drive&apos;s logical block size are skipped with the reason</source>
        <translation>Die kleinste Blockgröße des Verlaufs; Größen unter der logischen Blockgröße des Laufwerks werden mit Begründung übersprungen</translation>
    </message>
    <message>
        <source>The sweep&apos;s largest block size</source>
        <translation>Die größte Blockgröße des Verlaufs</translation>
    </message>
    <message>
        <source>I/Os kept in flight at once</source>
        <translation>Gleichzeitig laufende E/A-Aufträge</translation>
    </message>
    <message>
        <source>Measure time</source>
        <translation>Messdauer</translation>
    </message>
    <message>
        <source>Interval between tests</source>
        <translation>Intervall zwischen den Tests</translation>
    </message>
    <message>
        <source>Sustained write time limit</source>
        <translation>Zeitlimit des Dauerschreibens</translation>
    </message>
    <message>
        <source>Smallest block size</source>
        <translation>Kleinste Blockgröße</translation>
    </message>
    <message>
        <source>Largest block size</source>
        <translation>Größte Blockgröße</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <source>How many places the map reads, its queue depth, and what counts as slow</source>
        <translation>Wie viele Stellen die Karte liest, ihre Warteschlangentiefe und was als langsam gilt</translation>
    </message>
    <message>
        <source>How many random reads the access time makes</source>
        <translation>Wie viele zufällige Lesevorgänge die Zugriffszeit macht</translation>
    </message>
    <message>
        <source>The scan&apos;s queue depth, and how long a read may take before it counts as slow</source>
        <translation>Die Warteschlangentiefe des Scans und wie lange ein Lesevorgang dauern darf, bevor er als langsam gilt</translation>
    </message>
    <message>
        <source>All (every chunk)</source>
        <translation>Alle (jeder Abschnitt)</translation>
    </message>
    <message>
        <source>%1 % of the median</source>
        <translation>%1 % des Medians</translation>
    </message>
    <message>
        <source>%1 ms per MiB</source>
        <translation>%1 ms pro MiB</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>&amp;Messpunkte:</translation>
    </message>
    <message>
        <source>Slow &amp;below:</source>
        <translation>Langsam &amp;unter:</translation>
    </message>
    <message>
        <source>&amp;Reads:</source>
        <translation>&amp;Lesevorgänge:</translation>
    </message>
    <message>
        <source>Slow &amp;after:</source>
        <translation>Langsam &amp;nach:</translation>
    </message>
    <message>
        <source>Places on the drive the map reads, evenly spaced from the first sector to the last; all reads every chunk, which takes as long as reading the whole drive</source>
        <translation>Stellen des Laufwerks, die die Karte liest, gleichmäßig verteilt vom ersten bis zum letzten Sektor; „Alle“ liest jeden Abschnitt und dauert so lange wie das Lesen des ganzen Laufwerks</translation>
    </message>
    <message>
        <source>Places reading slower than this share of the median are marked slow</source>
        <translation>Stellen, die langsamer als dieser Anteil des Medians lesen, werden als langsam markiert</translation>
    </message>
    <message>
        <source>Random 4 KiB reads over the whole drive, one at a time</source>
        <translation>Zufällige 4-KiB-Lesevorgänge über das ganze Laufwerk, einer nach dem anderen</translation>
    </message>
    <message>
        <source>A read of 1 MiB taking longer than this is marked slow: a weak sector the drive had to read again</source>
        <translation>Ein Lesevorgang von 1 MiB, der länger dauert, wird als langsam markiert: ein schwacher Sektor, den das Laufwerk erneut lesen musste</translation>
    </message>
    <message>
        <source>Position map samples</source>
        <translation>Messpunkte der Positionskarte</translation>
    </message>
    <message>
        <source>Slow share of the median</source>
        <translation>Langsam-Anteil des Medians</translation>
    </message>
    <message>
        <source>Access time reads</source>
        <translation>Lesevorgänge der Zugriffszeit</translation>
    </message>
    <message>
        <source>Slow read limit</source>
        <translation>Grenze für langsame Lesevorgänge</translation>
    </message>
    <message>
        <source>The capacity probe has no settings: where it writes follows from the drive&apos;s size</source>
        <translation>Die Kapazitätsprobe hat keine Einstellungen: Wo sie schreibt, folgt aus der Größe des Laufwerks</translation>
    </message>
    <message>
        <source>Verify has no settings but its size: how much of the free space it fills</source>
        <translation>Verifizieren hat außer der Größe keine Einstellungen: wie viel des freien Speichers es füllt</translation>
    </message>
    <message>
        <source>How many files, how large, what is synced, in how many folders at once, and how long each step is measured</source>
        <translation>Wie viele Dateien, wie groß, was synchronisiert wird, in wie vielen Ordnern zugleich und wie lange jeder Schritt gemessen wird</translation>
    </message>
    <message>
        <source>Empty, as bonnie++</source>
        <translation>Leer, wie bonnie++</translation>
    </message>
    <message>
        <source>Each file</source>
        <translation>Jede Datei</translation>
    </message>
    <message>
        <source>Each file and folder entry</source>
        <translation>Jede Datei und jeden Ordnereintrag</translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation>&amp;Dateien:</translation>
    </message>
    <message>
        <source>File si&amp;ze:</source>
        <translation>Datei&amp;größe:</translation>
    </message>
    <message>
        <source>S&amp;ync:</source>
        <translation>S&amp;ynchronisieren:</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>Files made, read and deleted in each round, in all folders together</source>
        <translation>Dateien, die in jeder Runde angelegt, gelesen und gelöscht werden, in allen Ordnern zusammen</translation>
    </message>
    <message>
        <source>Empty files measure the filesystem&apos;s bookkeeping alone; files with content are written when made and read back whole</source>
        <translation>Leere Dateien messen allein die Verwaltung des Dateisystems; Dateien mit Inhalt werden beim Anlegen geschrieben und ganz zurückgelesen</translation>
    </message>
    <message>
        <source>Folders worked on at once, a thread each</source>
        <translation>Ordner, die zugleich bearbeitet werden, je einer von einem Thread</translation>
    </message>
    <message>
        <source>Small files per round</source>
        <translation>Kleine Dateien je Runde</translation>
    </message>
    <message>
        <source>Small file size</source>
        <translation>Größe der kleinen Dateien</translation>
    </message>
    <message>
        <source>What small files sync</source>
        <translation>Was die kleinen Dateien synchronisieren</translation>
    </message>
    <message>
        <source>Small-files threads</source>
        <translation>Threads des Kleine-Dateien-Tests</translation>
    </message>
    <message>
        <source>After each phase, as bonnie++</source>
        <translation>Nach jeder Phase, wie bonnie++</translation>
    </message>
    <message>
        <source>What is made durable before the next file: nothing (the cache holds it until the phase ends), each file (fsync), or each file and its folder entry too, as a mail server does</source>
        <translation>Was vor der nächsten Datei dauerhaft gespeichert wird: nichts (der Cache hält es bis zum Ende der Phase), jede Datei (fsync) oder jede Datei samt ihrem Ordnereintrag, wie ein Mailserver es tut</translation>
    </message>
    <message>
        <source>Measure time of each run, the pause between tests, and whether the sequential tests are rewritten too</source>
        <translation>Messzeit jedes Durchlaufs, die Pause zwischen den Tests und ob die sequenziellen Tests auch zurückgeschrieben werden</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Sequential tests, as bonnie++</source>
        <translation>Sequenzielle Tests, wie bonnie++</translation>
    </message>
    <message>
        <source>Re&amp;write:</source>
        <translation>Zurüc&amp;kschreiben:</translation>
    </message>
    <message>
        <source>Also read each block of the sequential tests, change it and write it back before the next, as bonnie++&apos;s Rewrite: a column of its own, in MB/s of blocks rewritten</source>
        <translation>Jeden Block der sequenziellen Tests auch lesen, ändern und vor dem nächsten zurückschreiben, wie bonnie++s Rewrite: eine eigene Spalte, in MB/s zurückgeschriebener Blöcke</translation>
    </message>
    <message>
        <source>Rewrite the sequential tests</source>
        <translation>Sequenzielle Tests zurückschreiben</translation>
    </message>
    <message>
        <source>The Health Check&apos;s setting: which of the drive&apos;s own self-tests it runs</source>
        <translation>Die Einstellung der Zustandsprüfung: welchen der eigenen Selbsttests des Laufwerks sie ausführt</translation>
    </message>
    <message>
        <source>Short (about 2 minutes)</source>
        <translation>Kurz (etwa 2 Minuten)</translation>
    </message>
    <message>
        <source>Extended (minutes to hours)</source>
        <translation>Erweitert (Minuten bis Stunden)</translation>
    </message>
    <message>
        <source>Conveyance (ATA: damage in transport)</source>
        <translation>Transport (ATA: Transportschäden)</translation>
    </message>
    <message>
        <source>None: read the health only</source>
        <translation>Keiner: nur den Zustand lesen</translation>
    </message>
    <message>
        <source>Self-&amp;test:</source>
        <translation>Selbst&amp;test:</translation>
    </message>
    <message>
        <source>Which of the drive&apos;s own self-tests the Health Check runs; the extended one reads the whole drive inside it, and a stop tells the drive to abort it</source>
        <translation>Welchen der eigenen Selbsttests des Laufwerks die Zustandsprüfung ausführt; der erweiterte liest das ganze Laufwerk intern, und ein Stopp weist das Laufwerk an, ihn abzubrechen</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Selbsttest</translation>
    </message>
    <message>
        <source>The burn-in&apos;s passes, its patterns, and the rules that stop it early</source>
        <translation>Die Durchgänge und Muster des Burn-ins und die Regeln, die ihn vorzeitig anhalten</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::RunOptionsBar</name>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <source>R&amp;uns:</source>
        <translation>D&amp;urchläufe:</translation>
    </message>
    <message>
        <source>U&amp;nit:</source>
        <translation>Ei&amp;nheit:</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Lesen</translation>
    </message>
    <message>
        <source>&amp;Write</source>
        <translation>&amp;Schreiben</translation>
    </message>
    <message>
        <source>Mi&amp;x</source>
        <translation>Ge&amp;mischt</translation>
    </message>
    <message>
        <source>Which tests run: Default is CrystalDiskMark&apos;s set of sequential and random 4K tests</source>
        <translation>Welche Tests laufen: Default ist die Auswahl von CrystalDiskMark aus sequenziellen und zufälligen 4K-Tests</translation>
    </message>
    <message>
        <source>Size of the test file (or of the area used on a raw device)</source>
        <translation>Größe der Testdatei (oder des genutzten Bereichs eines rohen Geräts)</translation>
    </message>
    <message>
        <source>Measured runs per test; the grid shows their median</source>
        <translation>Gemessene Durchläufe pro Test; die Tabelle zeigt deren Median</translation>
    </message>
    <message>
        <source>Mixed test: 70% reads and 30% writes at once</source>
        <translation>Gemischter Test: 70 % Lesen und 30 % Schreiben gleichzeitig</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Testgröße</translation>
    </message>
    <message>
        <source>Number of runs</source>
        <translation>Anzahl der Durchläufe</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Mehr …</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Weitere Optionen</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>%1 runs its own tests and modes.</source>
        <translation>%1 bringt eigene Tests und Modi mit.</translation>
    </message>
    <message>
        <source>A sustained write is one pass: runs do not apply</source>
        <translation>Dauerschreiben ist ein Durchgang: Durchläufe gelten nicht</translation>
    </message>
    <message>
        <source>Whole device</source>
        <translation>Ganzes Gerät</translation>
    </message>
    <message>
        <source>All free space</source>
        <translation>Ganzer freier Speicher</translation>
    </message>
    <message>
        <source>Reads a whole drive from its first sector to its last: choose a drive, not a folder.</source>
        <translation>Liest ein ganzes Laufwerk vom ersten bis zum letzten Sektor: Wählen Sie ein Laufwerk, keinen Ordner.</translation>
    </message>
    <message>
        <source>%1 reads the device once: runs do not apply</source>
        <translation>%1 liest das Gerät einmal: Durchläufe gelten hier nicht</translation>
    </message>
    <message>
        <source>%1 covers the whole device</source>
        <translation>%1 umfasst das ganze Gerät</translation>
    </message>
    <message>
        <source>Writes across a whole drive to find its real capacity: choose a drive, not a folder.</source>
        <translation>Schreibt über ein ganzes Laufwerk, um seine echte Kapazität zu finden: Wählen Sie ein Laufwerk, keinen Ordner.</translation>
    </message>
    <message>
        <source>%1 checks each place once: runs do not apply</source>
        <translation>%1 prüft jede Stelle einmal: Durchläufe gelten nicht</translation>
    </message>
    <message>
        <source>Fills a mounted drive&apos;s free space with files: choose a folder on the drive, not the device.</source>
        <translation>Füllt den freien Speicher eines eingehängten Laufwerks mit Dateien: Wählen Sie einen Ordner auf dem Laufwerk, nicht das Gerät.</translation>
    </message>
    <message>
        <source>Makes, reads and deletes files: choose a folder on the drive, not the device.</source>
        <translation>Legt Dateien an, liest und löscht sie: Wählen Sie einen Ordner auf dem Laufwerk, nicht das Gerät.</translation>
    </message>
    <message>
        <source>%1 repeats its rounds until each step is measured: runs do not apply</source>
        <translation>%1 wiederholt seine Runden, bis jeder Schritt gemessen ist: Durchläufe gelten hier nicht</translation>
    </message>
    <message>
        <source>%1 makes files of its own, not a test file</source>
        <translation>%1 legt eigene Dateien an, keine Testdatei</translation>
    </message>
    <message>
        <source>Asks a drive itself for its health and runs its self-test: choose a drive, not a folder.</source>
        <translation>Fragt ein Laufwerk selbst nach seinem Zustand und startet seinen Selbsttest: wählen Sie ein Laufwerk, keinen Ordner.</translation>
    </message>
    <message>
        <source>Writes every block of a whole drive and reads it back: choose a drive, not a folder.</source>
        <translation>Beschreibt jeden Block eines ganzen Laufwerks und liest ihn zurück: wählen Sie ein Laufwerk, keinen Ordner.</translation>
    </message>
    <message>
        <source>%1 goes over the drive in passes, set under More…: runs do not apply</source>
        <translation>%1 geht in Durchgängen über das Laufwerk, einstellbar unter Mehr…: Durchläufe gelten nicht</translation>
    </message>
    <message>
        <source>%1 runs once: runs do not apply</source>
        <translation>%1 läuft einmal: Durchläufe gelten nicht</translation>
    </message>
    <message>
        <source>Takes a whole drive: choose a drive, not a folder.</source>
        <translation>Braucht ein ganzes Laufwerk: Wählen Sie ein Laufwerk, keinen Ordner.</translation>
    </message>
    <message>
        <source>Works in a mounted drive&apos;s folder: choose a folder on the drive, not the device.</source>
        <translation>Arbeitet im Ordner eines eingehängten Laufwerks: Wählen Sie einen Ordner auf dem Laufwerk, nicht das Gerät.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SettingsMenu</name>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>System Colors</source>
        <translation>Systemfarben</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Keep Runs in the History</source>
        <translation>Messungen im &amp;Verlauf behalten</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ShareActions</name>
    <message>
        <source>Save Results Image</source>
        <translation>Ergebnisbild speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export Results as JSON</source>
        <translation>Ergebnisse als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export Results as CSV</source>
        <translation>Ergebnisse als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The image could not be encoded.</source>
        <translation>Das Bild konnte nicht kodiert werden.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;BBCode</source>
        <translation>Als &amp;BBCode kopieren</translation>
    </message>
    <message>
        <source>&amp;Save Image…</source>
        <translation>Bild &amp;speichern …</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exportieren …</translation>
    </message>
    <message>
        <source>Export CS&amp;V…</source>
        <translation>CS&amp;V exportieren …</translation>
    </message>
    <message>
        <source>Copy the results in CrystalDiskMark&apos;s text layout. It stays in English with fixed number formats (1,234.567 MB/s) whatever the language, so posts compare at a glance.</source>
        <translation>Kopiert die Ergebnisse im Textformat von CrystalDiskMark. Es bleibt in jeder Sprache englisch mit festen Zahlenformaten (1,234.567 MB/s), damit sich Beiträge auf einen Blick vergleichen lassen.</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>&amp;Bild kopieren</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFiles</name>
    <message>
        <source>each file synced</source>
        <translation>jede Datei synchronisiert</translation>
    </message>
    <message>
        <source>each file and folder entry synced</source>
        <translation>jede Datei und jeder Ordnereintrag synchronisiert</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 Runde</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 Runden</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Stat</source>
        <translation>Stat</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Sequenziell</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Files/s</source>
        <translation>Dateien/s</translation>
    </message>
    <message>
        <source>%1 files of %2</source>
        <translation>%1 Dateien zu %2</translation>
    </message>
    <message>
        <source>1 thread</source>
        <translation>1 Thread</translation>
    </message>
    <message>
        <source>%1 threads</source>
        <translation>%1 Threads</translation>
    </message>
    <message>
        <source>synced after each phase</source>
        <translation>nach jeder Phase synchronisiert</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFilesLatencyChart</name>
    <message>
        <source>Latency per file</source>
        <translation>Latenz je Datei</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Latency [%1]</source>
        <translation>Latenz [%1]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFilesPanel</name>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 files per second</source>
        <translation>%1: %2 Dateien pro Sekunde</translation>
    </message>
    <message>
        <source>%1: not measured</source>
        <translation>%1: nicht gemessen</translation>
    </message>
    <message>
        <source>Removed first: %1 files left behind by an earlier run that was stopped by force.</source>
        <translation>Zuerst entfernt: %1 Dateien, die ein früherer, gewaltsam beendeter Lauf zurückgelassen hat.</translation>
    </message>
    <message>
        <source>Creates %1 files of %2 in a folder of its own, reads and deletes them, first one after the other, then in a random order, as bonnie++ does; repeats until each step has run long enough to measure. Every file is removed at the end.</source>
        <translation>Legt %1 Dateien zu %2 in einem eigenen Ordner an, liest und löscht sie, zuerst der Reihe nach, dann in zufälliger Reihenfolge, wie bonnie++; wiederholt das, bis jeder Schritt lange genug für eine Messung lief. Am Ende wird jede Datei entfernt.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SmallFilesRateChart</name>
    <message>
        <source>Files per second</source>
        <translation>Dateien pro Sekunde</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::StationBoard</name>
    <message>
        <source>waiting for your confirmation</source>
        <translation>wartet auf Ihre Bestätigung</translation>
    </message>
    <message>
        <source>testing: %1</source>
        <translation>wird getestet: %1</translation>
    </message>
    <message>
        <source>testing: %1 (step %2 of %3)</source>
        <translation>wird getestet: %1 (Schritt %2 von %3)</translation>
    </message>
    <message>
        <source>Double-click to open %1</source>
        <translation>Doppelklick öffnet %1</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Prüfbericht</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::StationWindow</name>
    <message>
        <source>Stopping: the drives in progress are cancelled, what they finished is kept…</source>
        <translation>Wird angehalten: die laufenden Laufwerke werden abgebrochen, was sie fertig haben, bleibt erhalten …</translation>
    </message>
    <message>
        <source>The station stopped. The reports are in %1.</source>
        <translation>Die Station ist angehalten. Die Berichte liegen in %1.</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Plug drives in: each whole drive that appears once the station runs is tested with the profile of the main window (%1) and gets its certificate in the reports folder; drives on separate buses side by side. The system disk, drives with a mounted filesystem and those plugged in before the start are left alone. A profile that writes asks for each drive before it touches it.</source>
        <translation>Laufwerke anschließen: Jedes ganze Laufwerk, das erscheint, während die Station läuft, wird mit dem Profil des Hauptfensters (%1) getestet und erhält seinen Prüfbericht im Berichtsordner; Laufwerke an getrennten Bussen gleichzeitig. Das Systemlaufwerk, Laufwerke mit eingehängtem Dateisystem und die vor dem Start angeschlossenen bleiben unberührt. Ein Profil, das schreibt, fragt bei jedem Laufwerk nach, bevor es etwas daran tut.</translation>
    </message>
    <message>
        <source>Po&amp;wer each drive off when done</source>
        <translation>Jedes &amp;Laufwerk danach ausschalten</translation>
    </message>
    <message>
        <source>O&amp;pen Reports Folder</source>
        <translation>Berichtsordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>S&amp;top Station</source>
        <translation>Station an&amp;halten</translation>
    </message>
    <message>
        <source>&amp;Start Station</source>
        <translation>Station st&amp;arten</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SurfaceBlockMap</name>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>read</source>
        <translation>gelesen</translation>
    </message>
    <message>
        <source>slow reads</source>
        <translation>langsame Lesevorgänge</translation>
    </message>
    <message>
        <source>unreadable sectors</source>
        <translation>unlesbare Sektoren</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <source>Run the %1 on a drive to see which parts of it read, slowly or not at all.</source>
        <translation>Führen Sie %1 auf einem Laufwerk aus, um zu sehen, welche Teile lesbar, langsam oder unlesbar sind.</translation>
    </message>
    <message>
        <source>unreadable ranges: %1, slow ranges: %2; a cell is %3 of the device</source>
        <translation>unlesbare Bereiche: %1, langsame Bereiche: %2; eine Zelle ist %3 des Geräts</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SustainedWriteChart</name>
    <message>
        <source>Sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <source>Run the %1 profile to see where the drive&apos;s write cache runs out.</source>
        <translation>Führen Sie das Profil %1 aus, um zu sehen, wo der Schreib-Cache des Laufwerks ausgeht.</translation>
    </message>
    <message>
        <source>Every 100 ms</source>
        <translation>Alle 100 ms</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>cache ≈ %1 GB at %2 MB/s, then %3 MB/s</source>
        <translation>Cache ≈ %1 GB mit %2 MB/s, danach %3 MB/s</translation>
    </message>
    <message>
        <source>no lasting drop in %1 GB written</source>
        <translation>kein anhaltender Einbruch in %1 geschriebenen GB</translation>
    </message>
    <message>
        <source>Written [GB]</source>
        <translation>Geschrieben [GB]</translation>
    </message>
    <message>
        <source>%1 were written in %2 s: too quick to draw. A larger size shows where the cache runs out.</source>
        <translation>%1 wurden in %2 s geschrieben: zu schnell zum Zeichnen. Eine größere Testgröße zeigt, wo der Cache ausgeht.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::SweepChart</name>
    <message>
        <source>Queue depth sweep</source>
        <translation>Warteschlangentiefen-Verlauf</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Mean latency [%1]</source>
        <translation>Mittlere Latenz [%1]</translation>
    </message>
    <message>
        <source>solid: IOPS · dashed: mean latency</source>
        <translation>durchgezogen: IOPS · gestrichelt: mittlere Latenz</translation>
    </message>
    <message>
        <source>Run the %1 profile to see IOPS and latency against queue depth.</source>
        <translation>Führen Sie das Profil %1 aus, um IOPS und Latenz über der Warteschlangentiefe zu sehen.</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::TargetSelector</name>
    <message>
        <source>Choose a Folder to Test</source>
        <translation>Ordner zum Testen wählen</translation>
    </message>
    <message>
        <source>No drives found — choose a folder…</source>
        <translation>Keine Laufwerke gefunden — Ordner wählen …</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen …</translation>
    </message>
    <message>
        <source>The drive to test: a folder on a mounted filesystem (a test file that is removed afterwards) or a whole raw device</source>
        <translation>Das zu testende Laufwerk: ein Ordner auf einem eingehängten Dateisystem (eine Testdatei, die danach entfernt wird) oder ein ganzes rohes Gerät</translation>
    </message>
    <message>
        <source>Test target</source>
        <translation>Testziel</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ThroughputBarsChart</name>
    <message>
        <source>Throughput per test</source>
        <translation>Durchsatz pro Test</translation>
    </message>
    <message>
        <source>Throughput [%1]</source>
        <translation>Durchsatz [%1]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::ThroughputTimeChart</name>
    <message>
        <source>Throughput over time</source>
        <translation>Durchsatz über die Zeit</translation>
    </message>
    <message>
        <source>Measured time [s]</source>
        <translation>Gemessene Zeit [s]</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::TrustBanner</name>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message numerus="yes">
        <source>and %n more notes</source>
        <translation>
            <numerusform>und %n weiterer Hinweis</numerusform>
            <numerusform>und %n weitere Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>Show fewer</source>
        <translation>Weniger zeigen</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::VerifyChart</name>
    <message>
        <source>Write and read back over the fill</source>
        <translation>Schreiben und Zurücklesen über die Füllung</translation>
    </message>
    <message>
        <source>A capacity probe writes and reads a few places spread over the drive, not a stream: it has no rate to draw. Its answer and the capacity bar are on the Results tab.</source>
        <translation>Eine Kapazitätsprobe schreibt und liest einige über das Laufwerk verteilte Stellen, keinen Datenstrom: Sie hat keine Rate zum Zeichnen. Ihre Antwort und der Kapazitätsbalken stehen im Reiter Ergebnisse.</translation>
    </message>
    <message>
        <source>%1 were written and read back in %2 s: too quick to draw. A larger size shows the rate over the fill.</source>
        <translation>%1 wurden in %2 s geschrieben und zurückgelesen: zu schnell zum Zeichnen. Eine größere Größe zeigt die Rate über die Füllung.</translation>
    </message>
    <message>
        <source>Run the %1 profile to see the write and read-back rate over a drive&apos;s free space.</source>
        <translation>Führen Sie das Profil %1 aus, um die Schreib- und Zurücklese-Rate über den freien Platz eines Laufwerks zu sehen.</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Zurückgelesen</translation>
    </message>
    <message>
        <source>Position in the fill [GB]</source>
        <translation>Position in der Füllung [GB]</translation>
    </message>
    <message>
        <source>Bad areas</source>
        <translation>Defekte Bereiche</translation>
    </message>
    <message>
        <source>write %1 MB/s, read back %2 MB/s on average</source>
        <translation>Schreiben %1 MB/s, Zurücklesen %2 MB/s im Mittel</translation>
    </message>
    <message>
        <source>write %1 MB/s on average; nothing was read back</source>
        <translation>Schreiben %1 MB/s im Mittel; nichts wurde zurückgelesen</translation>
    </message>
</context>
<context>
    <name>Sektor::Gui::VerifyPanel</name>
    <message>
        <source>Is this drive&apos;s capacity real?</source>
        <translation>Ist die Kapazität dieses Laufwerks echt?</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 writes small stamps at places spread across the whole drive and reads them back. A fake drive, sold as larger than it is, loses or wraps around what is written past its real size; the probe finds where, to the 4 KiB, in minutes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;It erases the drive:&lt;/b&gt; everything on it is lost. Choose the drive as a device, not a folder.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die %1 schreibt kleine Stempel an Stellen über das ganze Laufwerk verteilt und liest sie zurück. Ein gefälschtes Laufwerk, das größer verkauft wird, als es ist, verliert, was über seine echte Größe hinaus geschrieben wird, oder schreibt es wieder an den Anfang; die Probe findet in Minuten auf 4 KiB genau, wo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sie löscht das Laufwerk:&lt;/b&gt; Alles darauf geht verloren. Wählen Sie das Laufwerk als Gerät, nicht als Ordner.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 fills the free space of the drive&apos;s filesystem with files of stamps that name their own place, reads every one back and checks it, as H2testw does: where a fake or failing drive lost what was written, it shows how much and where. Nothing on the drive is touched; the files are removed afterwards, also when stopped, and a verify that was killed outright leaves them for the next one to remove.&lt;/p&gt;&lt;p&gt;Choose &lt;b&gt;%2&lt;/b&gt; as the size to check the whole drive: it takes as long as writing and reading that much.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 füllt den freien Speicher des Dateisystems mit Dateien aus Stempeln, die ihre eigene Stelle nennen, liest jeden zurück und prüft ihn, wie H2testw: Wo ein gefälschtes oder defektes Laufwerk Geschriebenes verloren hat, zeigt es, wie viel und wo. Nichts auf dem Laufwerk wird angetastet; die Dateien werden danach entfernt, auch nach einem Abbruch, und was eine hart beendete Prüfung zurücklässt, entfernt die nächste.&lt;/p&gt;&lt;p&gt;Wählen Sie &lt;b&gt;%2&lt;/b&gt; als Größe, um das ganze Laufwerk zu prüfen: Es dauert so lange, wie das Schreiben und Lesen dieser Menge.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Sektor::Health::UdisksSelfTest</name>
    <message>
        <source>udisks runs only the short, extended and conveyance self-tests</source>
        <translation>udisks führt nur den kurzen, den erweiterten und den Transport-Selbsttest aus</translation>
    </message>
    <message>
        <source>udisks needs an administrator&apos;s password to run a drive&apos;s self-test, and this program may not ask for it here</source>
        <translation>udisks braucht für den Selbsttest eines Laufwerks ein Administratorpasswort, und dieses Programm darf hier nicht danach fragen</translation>
    </message>
    <message>
        <source>the password dialog was dismissed</source>
        <translation>der Passwortdialog wurde geschlossen</translation>
    </message>
    <message>
        <source>polkit does not allow this user to run a drive&apos;s self-tests</source>
        <translation>polkit erlaubt diesem Benutzer keine Selbsttests von Laufwerken</translation>
    </message>
    <message>
        <source>udisks did not answer in time</source>
        <translation>udisks hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>udisks stopped</source>
        <translation>udisks wurde beendet</translation>
    </message>
    <message>
        <source>udisks no longer knows the drive</source>
        <translation>udisks kennt das Laufwerk nicht mehr</translation>
    </message>
</context>
<context>
    <name>Sektor::HealthCheck</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>short</source>
        <translation>kurze</translation>
    </message>
    <message>
        <source>extended</source>
        <translation>erweiterte</translation>
    </message>
    <message>
        <source>conveyance</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>vendor-specific</source>
        <translation>herstellereigene</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>ended with a reserved code</source>
        <translation>mit einem reservierten Code beendet</translation>
    </message>
    <message>
        <source>Self-tests are not available: the drive&apos;s self-tests go through udisks2, which does not run here.</source>
        <translation>Selbsttests sind nicht verfügbar: Die Selbsttests des Laufwerks laufen über udisks2, das hier nicht läuft.</translation>
    </message>
    <message>
        <source>Self-tests are not available: udisks2 cannot reach this drive&apos;s SMART (a USB bridge that does not pass it through, or SMART switched off).</source>
        <translation>Selbsttests sind nicht verfügbar: udisks2 erreicht SMART dieses Laufwerks nicht (eine USB-Brücke, die es nicht durchreicht, oder SMART ist ausgeschaltet).</translation>
    </message>
    <message>
        <source>Self-tests are not available: an NVMe drive&apos;s self-test needs the helper or root.</source>
        <translation>Selbsttests sind nicht verfügbar: Der Selbsttest eines NVMe-Laufwerks braucht das Hilfsprogramm oder Root-Rechte.</translation>
    </message>
    <message>
        <source>Self-tests are not available on this device (loop devices, virtual disks and most SD cards have none).</source>
        <translation>Auf diesem Gerät sind keine Selbsttests verfügbar (Loop-Geräte, virtuelle Platten und die meisten SD-Karten haben keine).</translation>
    </message>
    <message>
        <source>The first failure is at LBA %1.</source>
        <translation>Der erste Fehler liegt bei LBA %1.</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>ATTENTION</source>
        <translation>ACHTUNG</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FEHLER</translation>
    </message>
    <message>
        <source>UNKNOWN</source>
        <translation>UNBEKANNT</translation>
    </message>
    <message>
        <source>No self-test was asked for.</source>
        <translation>Es wurde kein Selbsttest verlangt.</translation>
    </message>
    <message>
        <source>The drive refused to start its %1 self-test (another one runs, or it does not offer that test).</source>
        <translation>Das Laufwerk hat es abgelehnt, seinen Selbsttest (%1) zu starten (ein anderer läuft, oder es bietet diesen Test nicht an).</translation>
    </message>
    <message>
        <source>The %1 self-test passed in %2.</source>
        <translation>Der %1 Selbsttest wurde in %2 bestanden.</translation>
    </message>
    <message>
        <source>The %1 self-test failed after %2.</source>
        <translation>Der %1 Selbsttest ist nach %2 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The %1 self-test ended after %2 without a result: the drive, a reset or another program stopped it.</source>
        <translation>Der %1 Selbsttest endete nach %2 ohne Ergebnis: Das Laufwerk, ein Reset oder ein anderes Programm hat ihn beendet.</translation>
    </message>
    <message>
        <source>The %1 self-test was stopped after %2, and the drive told to abort it.</source>
        <translation>Der %1 Selbsttest wurde nach %2 gestoppt und das Laufwerk angewiesen, ihn abzubrechen.</translation>
    </message>
    <message>
        <source>The %1 self-test still ran after %2, far past its time: it was aborted.</source>
        <translation>Der %1 Selbsttest lief nach %2 noch, weit über seine Zeit: Er wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log could not be read.</source>
        <translation>Das Selbsttest-Protokoll des Laufwerks konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log is empty.</source>
        <translation>Das Selbsttest-Protokoll des Laufwerks ist leer.</translation>
    </message>
    <message>
        <source>The drive told nothing of its health here: no SMART data, no self-test.</source>
        <translation>Das Laufwerk hat hier nichts über seinen Zustand mitgeteilt: keine SMART-Daten, kein Selbsttest.</translation>
    </message>
    <message>
        <source>No rule of the verdict fired.</source>
        <translation>Keine Regel des Urteils hat gegriffen.</translation>
    </message>
    <message>
        <source>Health Check</source>
        <translation>Zustandsprüfung</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
    <message>
        <source>The Health Check reads the drive&apos;s health and self-test log; no self-test runs.</source>
        <translation>Die Zustandsprüfung liest Zustand und Selbsttest-Protokoll des Laufwerks; kein Selbsttest läuft.</translation>
    </message>
    <message>
        <source>The drive&apos;s own estimate: %1 min.</source>
        <translation>Die eigene Schätzung des Laufwerks: %1 min.</translation>
    </message>
    <message>
        <source>Tests in the drive&apos;s self-test log: %1, failed: %2; the newest: %3, %4.</source>
        <translation>Tests im Selbsttest-Protokoll des Laufwerks: %1, fehlgeschlagen: %2; der neueste: %3, %4.</translation>
    </message>
    <message>
        <source>The check was stopped before the drive&apos;s self-test ended: no verdict.</source>
        <translation>Die Prüfung wurde gestoppt, bevor der Selbsttest des Laufwerks endete: kein Urteil.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>No %1 self-test was started: the drive was running a self-test already (started elsewhere), which was left to finish.</source>
        <translation>Der %1 Selbsttest wurde nicht gestartet: Das Laufwerk führte bereits einen Selbsttest aus (anderswo gestartet), der zu Ende laufen durfte.</translation>
    </message>
    <message>
        <source>PASS (no self-test)</source>
        <translation>BESTANDEN (ohne Selbsttest)</translation>
    </message>
    <message>
        <source>Where the drive has self-tests, it now runs its own %1 self-test (a short one takes about 2 minutes, an extended one up to hours); a stop tells the drive to abort it.</source>
        <translation>Wo das Laufwerk Selbsttests hat, führt es jetzt seinen eigenen Selbsttest aus (%1; ein kurzer dauert etwa 2 Minuten, ein erweiterter bis zu Stunden); ein Stopp weist das Laufwerk an, ihn abzubrechen.</translation>
    </message>
    <message>
        <source>The drive runs its self-test: %1 % done</source>
        <translation>Das Laufwerk führt seinen Selbsttest aus: %1 % erledigt</translation>
    </message>
</context>
<context>
    <name>Sektor::HealthRule</name>
    <message>
        <source>The drive&apos;s own self-test failed.</source>
        <translation>Der eigene Selbsttest des Laufwerks ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART status says it is failing.</source>
        <translation>Der SMART-Status des Laufwerks meldet einen bevorstehenden Ausfall.</translation>
    </message>
    <message>
        <source>The drive reports a critical warning (spare, reliability, read-only or backup).</source>
        <translation>Das Laufwerk meldet eine kritische Warnung (Reserve, Zuverlässigkeit, nur lesbar oder Sicherung).</translation>
    </message>
    <message>
        <source>The drive&apos;s available spare is below its threshold.</source>
        <translation>Die verfügbare Reserve des Laufwerks liegt unter ihrem Schwellwert.</translation>
    </message>
    <message>
        <source>The drive counted new media errors or bad sectors during the check.</source>
        <translation>Das Laufwerk hat während der Prüfung neue Medienfehler oder defekte Sektoren gezählt.</translation>
    </message>
    <message>
        <source>The drive has reallocated sectors.</source>
        <translation>Das Laufwerk hat umgelagerte Sektoren.</translation>
    </message>
    <message>
        <source>The drive has sectors waiting to be reallocated (pending).</source>
        <translation>Das Laufwerk hat Sektoren, die auf ihre Umlagerung warten (schwebend).</translation>
    </message>
    <message>
        <source>The drive reports bad sectors (offline uncorrectable).</source>
        <translation>Das Laufwerk meldet defekte Sektoren (offline nicht korrigierbar).</translation>
    </message>
    <message>
        <source>The drive estimates that 90 % or more of its life is used.</source>
        <translation>Das Laufwerk schätzt, dass 90 % oder mehr seiner Lebensdauer verbraucht sind.</translation>
    </message>
    <message>
        <source>The drive is over its warning temperature.</source>
        <translation>Das Laufwerk ist über seiner Warntemperatur.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log shows an earlier failed self-test.</source>
        <translation>Das Selbsttest-Protokoll des Laufwerks zeigt einen früheren fehlgeschlagenen Selbsttest.</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test did not finish: the drive ended it, or it ran far past its time.</source>
        <translation>Der Selbsttest des Laufwerks wurde nicht fertig: Das Laufwerk hat ihn beendet, oder er lief weit über seine Zeit.</translation>
    </message>
</context>
<context>
    <name>Sektor::HelperRunner</name>
    <message>
        <source>a password is needed, but this program may not ask for it</source>
        <translation>ein Passwort ist nötig, aber dieses Programm darf nicht danach fragen</translation>
    </message>
    <message>
        <source>another device took its name while authorization was pending; nothing was run</source>
        <translation>ein anderes Gerät hat während der Autorisierung seinen Namen übernommen; es wurde nichts ausgeführt</translation>
    </message>
    <message>
        <source>peak mode (--peak) does not run through the privileged helper: run sektor-cli as root to test a raw device in peak mode</source>
        <translation>der Spitzenmodus (--peak) läuft nicht über das privilegierte Hilfsprogramm: Führen Sie sektor-cli als root aus, um ein Rohgerät im Spitzenmodus zu testen</translation>
    </message>
</context>
<context>
    <name>Sektor::History</name>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Sektor comparison of %1 runs.</source>
        <translation>Sektor-Vergleich von %1 Messungen.</translation>
    </message>
    <message>
        <source>Test [%1]</source>
        <translation>Test [%1]</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 zu %2</translation>
    </message>
    <message>
        <source>Conditions differ between the runs:</source>
        <translation>Die Bedingungen unterscheiden sich zwischen den Messungen:</translation>
    </message>
    <message>
        <source>All of them measured the same drive.</source>
        <translation>Alle haben dasselbe Laufwerk gemessen.</translation>
    </message>
    <message>
        <source>They measured different drives.</source>
        <translation>Sie haben verschiedene Laufwerke gemessen.</translation>
    </message>
    <message>
        <source>Whether they measured the same drive is unknown: a drive has no serial number.</source>
        <translation>Ob sie dasselbe Laufwerk gemessen haben, ist unbekannt: ein Laufwerk hat keine Seriennummer.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Testgröße</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Anbindung</translation>
    </message>
    <message>
        <source>Temperature (highest)</source>
        <translation>Temperatur (höchste)</translation>
    </message>
    <message>
        <source>The history %1 cannot be opened or written (%2).</source>
        <translation>Der Verlauf %1 kann nicht geöffnet oder geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>The history %1 is locked by another program.</source>
        <translation>Der Verlauf %1 ist von einem anderen Programm gesperrt.</translation>
    </message>
    <message>
        <source>The disk holding the history %1 is full.</source>
        <translation>Der Datenträger mit dem Verlauf %1 ist voll.</translation>
    </message>
    <message>
        <source>The history %1 is damaged and could not be moved aside.</source>
        <translation>Der Verlauf %1 ist beschädigt und konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>The history %1 was written by a newer version of Sektor (schema %2); this version does not change it.</source>
        <translation>Der Verlauf %1 wurde von einer neueren Sektor-Version geschrieben (Schema %2); diese Version verändert ihn nicht.</translation>
    </message>
    <message>
        <source>The history has no run %1.</source>
        <translation>Der Verlauf enthält keine Messung %1.</translation>
    </message>
    <message>
        <source>A stored run cannot be read back: %1.</source>
        <translation>Eine gespeicherte Messung kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>The history file was damaged or not a database: it was moved to %1, and a new history was started.</source>
        <translation>Die Verlaufsdatei war beschädigt oder keine Datenbank: Sie wurde nach %1 verschoben, und ein neuer Verlauf wurde begonnen.</translation>
    </message>
    <message>
        <source>no drive</source>
        <translation>kein Laufwerk</translation>
    </message>
    <message>
        <source>%1 (S/N %2)</source>
        <translation>%1 (S/N %2)</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Zurückschreiben</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>sequenziell</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>stat</source>
        <translation>Stat</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>%1 %2 [files/s]</source>
        <extracomment>A small-files phase in a comparison&apos;s table: &quot;Sequential create [files/s]&quot;.</extracomment>
        <translation>%2, %1 [Dateien/s]</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>Under a run&apos;s line in a comparison: one of the run&apos;s caveats.</extracomment>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>All of them measured memory (RAM), not a drive.</source>
        <translation>Alle haben Arbeitsspeicher (RAM) gemessen, kein Laufwerk.</translation>
    </message>
    <message>
        <source>They measured different things: memory (RAM) in some runs, a drive in the others. The figures do not compare.</source>
        <translation>Sie haben Verschiedenes gemessen: in manchen Messungen Arbeitsspeicher (RAM), in den anderen ein Laufwerk. Die Werte sind nicht vergleichbar.</translation>
    </message>
</context>
<context>
    <name>Sektor::History::KeptResult</name>
    <message>
        <source>Not kept in %1: %2.</source>
        <translation>Nicht in %1 aufbewahrt: %2.</translation>
    </message>
</context>
<context>
    <name>Sektor::History::OwnFolder</name>
    <message>
        <source>it is a symbolic link</source>
        <translation>es ist eine symbolische Verknüpfung</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation>es ist kein Ordner</translation>
    </message>
    <message>
        <source>it belongs to another user</source>
        <translation>er gehört einem anderen Benutzer</translation>
    </message>
    <message>
        <source>others can write to it</source>
        <translation>andere können hineinschreiben</translation>
    </message>
</context>
<context>
    <name>Sektor::IoMode</name>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Zurückschreiben</translation>
    </message>
</context>
<context>
    <name>Sektor::Limits</name>
    <message>
        <source>the test size must be from 1 MiB to 64 TiB.</source>
        <translation>die Testgröße muss zwischen 1 MiB und 64 TiB liegen.</translation>
    </message>
    <message>
        <source>the number of runs must be from 1 to 9.</source>
        <translation>die Anzahl der Durchläufe muss zwischen 1 und 9 liegen.</translation>
    </message>
    <message>
        <source>the measure time must be from 0.1 s to 10 minutes.</source>
        <translation>die Messdauer muss zwischen 0,1 s und 10 Minuten liegen.</translation>
    </message>
    <message>
        <source>the warm-up must be from 0 s to 10 minutes.</source>
        <translation>die Aufwärmphase muss zwischen 0 s und 10 Minuten liegen.</translation>
    </message>
    <message>
        <source>the interval must be from 0 s to 10 minutes.</source>
        <translation>die Pause muss zwischen 0 s und 10 Minuten liegen.</translation>
    </message>
    <message>
        <source>the read share of mixed tests must be from 0 to 100 %.</source>
        <translation>der Leseanteil gemischter Tests muss zwischen 0 und 100 % liegen.</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 512 bytes from 512 B to 64 MiB, not %1 bytes.</source>
        <translation>die Blockgröße muss ein Vielfaches von 512 Byte zwischen 512 B und 64 MiB sein, nicht %1 Byte.</translation>
    </message>
    <message>
        <source>the queue depth must be from 1 to 256, not %1.</source>
        <translation>die Warteschlangentiefe muss zwischen 1 und 256 liegen, nicht %1.</translation>
    </message>
    <message>
        <source>the thread count must be from 1 to 64, not %1.</source>
        <translation>die Anzahl der Threads muss zwischen 1 und 64 liegen, nicht %1.</translation>
    </message>
    <message>
        <source>block size × queue depth × threads must not exceed 2 GiB of buffers.</source>
        <translation>Blockgröße × Warteschlangentiefe × Threads darf 2 GiB an Puffern nicht überschreiten.</translation>
    </message>
    <message>
        <source>durable (O_DSYNC) latency tests run at queue depth 1.</source>
        <translation>Latenztests mit dauerhaftem Schreiben (O_DSYNC) laufen mit Warteschlangentiefe 1.</translation>
    </message>
    <message>
        <source>all free space (the whole device) as the test size is for Sustained Write only.</source>
        <translation>der ganze freie Speicher (das ganze Gerät) als Testgröße ist nur für Dauerschreiben.</translation>
    </message>
    <message>
        <source>the position map&apos;s samples must be from 100 to 1000, or all.</source>
        <translation>die Messpunkte der Positionskarte müssen zwischen 100 und 1000 liegen oder „alle“ sein.</translation>
    </message>
    <message>
        <source>the access time&apos;s reads must be from 100 to 100000.</source>
        <translation>die Lesevorgänge der Zugriffszeit müssen zwischen 100 und 100000 liegen.</translation>
    </message>
    <message>
        <source>the slow share of the median must be from 10 to 90 %.</source>
        <translation>der Langsam-Anteil am Median muss zwischen 10 und 90 % liegen.</translation>
    </message>
    <message>
        <source>the slow read limit must be from 10 ms to 10 s.</source>
        <translation>die Grenze für langsame Lesevorgänge muss zwischen 10 ms und 10 s liegen.</translation>
    </message>
    <message>
        <source>the position map, access time and read scan read a whole drive: choose a block device, not a folder.</source>
        <translation>Positionskarte, Zugriffszeit und Lesescan lesen ein ganzes Laufwerk: Wählen Sie ein Blockgerät, keinen Ordner.</translation>
    </message>
    <message>
        <source>the capacity probe writes across a whole drive: choose a block device, not a folder (Verify checks a mounted drive&apos;s free space without erasing it).</source>
        <translation>Die Kapazitätsprobe schreibt über ein ganzes Laufwerk: Wählen Sie ein Blockgerät, keinen Ordner (Verifizieren prüft den freien Platz eines eingehängten Laufwerks, ohne ihn zu löschen).</translation>
    </message>
    <message>
        <source>Verify fills a mounted drive&apos;s free space with files: choose a folder on it, not a device (the capacity probe checks a raw device).</source>
        <translation>Verifizieren füllt den freien Speicher eines eingehängten Laufwerks mit Dateien: Wählen Sie einen Ordner darauf, kein Gerät (die Kapazitätsprobe prüft ein rohes Gerät).</translation>
    </message>
    <message>
        <source>the number of small files must be from 64 to 16777216 (16 × 1024 × 1024).</source>
        <translation>die Zahl der kleinen Dateien muss zwischen 64 und 16777216 (16 × 1024 × 1024) liegen.</translation>
    </message>
    <message>
        <source>a small file&apos;s size must be from 0 bytes to 1 MiB.</source>
        <translation>die Größe einer kleinen Datei muss zwischen 0 Bytes und 1 MiB liegen.</translation>
    </message>
    <message>
        <source>Small Files creates files in a folder: choose a folder on a mounted drive, not a device.</source>
        <translation>Kleine Dateien legt Dateien in einem Ordner an: Wählen Sie einen Ordner auf einem eingehängten Laufwerk, kein Gerät.</translation>
    </message>
    <message>
        <source>a rewrite runs on the sequential tests of a standard profile, not on durable (O_DSYNC) ones; none of the chosen tests is one.</source>
        <translation>Zurückschreiben läuft bei den sequenziellen Tests eines Standardprofils, nicht bei dauerhaften (O_DSYNC); keiner der gewählten Tests ist einer davon.</translation>
    </message>
    <message>
        <source>Verify leaves %1 free for the filesystem and fills at least %2: less says nothing about the drive</source>
        <translation>Verify lässt %1 für das Dateisystem frei und füllt mindestens %2: weniger sagt nichts über das Laufwerk</translation>
    </message>
    <message>
        <source>the health check asks the drive itself: choose its block device, not a folder.</source>
        <translation>Die Zustandsprüfung fragt das Laufwerk selbst: Wählen Sie sein Blockgerät, keinen Ordner.</translation>
    </message>
    <message>
        <source>The latency classes&apos; boundaries must be above 0 and each above the one before.</source>
        <translation>Die Grenzen der Latenzklassen müssen über 0 liegen und jede über der vorigen.</translation>
    </message>
    <message>
        <source>--stop-after-errors needs 1 error or more.</source>
        <translation>--stop-after-errors braucht 1 Fehler oder mehr.</translation>
    </message>
    <message>
        <source>--stop-if-slower needs a rate and a time above 0.</source>
        <translation>--stop-if-slower braucht eine Rate und eine Zeit über 0.</translation>
    </message>
    <message>
        <source>--stop-if-hotter needs a temperature from 1 to 150 °C.</source>
        <translation>--stop-if-hotter braucht eine Temperatur von 1 bis 150 °C.</translation>
    </message>
    <message>
        <source>The burn-in needs a device that reports its size.</source>
        <translation>Der Burn-in braucht ein Gerät, das seine Größe meldet.</translation>
    </message>
    <message>
        <source>The burn-in&apos;s block must be a whole number of the device&apos;s logical blocks.</source>
        <translation>Der Block des Burn-ins muss eine ganze Zahl logischer Blöcke des Geräts sein.</translation>
    </message>
    <message>
        <source>The burn-in takes 1 to 99 passes.</source>
        <translation>Der Burn-in macht 1 bis 99 Durchgänge.</translation>
    </message>
    <message>
        <source>Name each of the burn-in&apos;s patterns once.</source>
        <translation>Nennen Sie jedes Muster des Burn-ins einmal.</translation>
    </message>
    <message>
        <source>the burn-in writes every block of a whole drive: choose a block device, not a folder.</source>
        <translation>der Burn-in beschreibt jeden Block eines ganzen Laufwerks: wählen Sie ein Blockgerät, keinen Ordner.</translation>
    </message>
    <message>
        <source>The result to go on from is not an earlier part of this run: another test, plan or seed.</source>
        <translation>Das Ergebnis, an dem angeknüpft werden soll, ist kein früherer Teil dieser Messung: anderer Test, Plan oder Seed.</translation>
    </message>
    <message>
        <source>The read scan cannot go on from there: the result it goes on from is of another scan.</source>
        <translation>Der Lesescan kann dort nicht fortfahren: Das Ergebnis, an dem er anknüpft, gehört zu einem anderen Scan.</translation>
    </message>
    <message>
        <source>The burn-in cannot go on from there: the result it goes on from is of another plan.</source>
        <translation>Der Burn-in kann dort nicht fortfahren: Das Ergebnis, an dem er anknüpft, gehört zu einem anderen Plan.</translation>
    </message>
    <message>
        <source>peak mode runs on io_uring, not on the sync engine.</source>
        <translation>der Spitzenmodus läuft mit io_uring, nicht mit der sync-Engine.</translation>
    </message>
    <message>
        <source>peak mode runs on io_uring, which is unavailable.</source>
        <translation>der Spitzenmodus läuft mit io_uring, und io_uring ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>peak mode gives each thread a processor of its own: %1 runs %2 threads, and this process may use %3 processors.</source>
        <translation>der Spitzenmodus gibt jedem Thread einen eigenen Prozessor: %1 läuft mit %2 Threads, und dieser Prozess darf %3 Prozessoren nutzen.</translation>
    </message>
</context>
<context>
    <name>Sektor::PdfAttachment</name>
    <message>
        <source>the PDF has no cross-reference table and trailer that can be extended</source>
        <translation>das PDF hat keine Querverweistabelle mit Trailer, die sich erweitern ließe</translation>
    </message>
    <message>
        <source>the PDF&apos;s catalog cannot be read</source>
        <translation>der Katalog des PDFs kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the PDF already has attachments or names</source>
        <translation>das PDF hat bereits Anhänge oder Namen</translation>
    </message>
</context>
<context>
    <name>Sektor::Peers</name>
    <message>
        <source>%1st percentile</source>
        <translation>%1. Perzentil</translation>
    </message>
    <message>
        <source>%1nd percentile</source>
        <translation>%1. Perzentil</translation>
    </message>
    <message>
        <source>%1rd percentile</source>
        <translation>%1. Perzentil</translation>
    </message>
    <message>
        <source>%1th percentile</source>
        <translation>%1. Perzentil</translation>
    </message>
    <message>
        <source>%1 — too few results of this model to compare (%2 of %3)</source>
        <translation>%1 — zu wenige Ergebnisse dieses Modells für einen Vergleich (%2 von %3)</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 results of %4 (median %5)</source>
        <translation>%1 — %2 von %3 Ergebnissen von %4 (Median %5)</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 results of %4 (median %5; %6 of them imported)</source>
        <translation>%1 — %2 von %3 Ergebnissen von %4 (Median %5; %6 davon importiert)</translation>
    </message>
    <message>
        <source>%1 %2 at the %3 (median %4)</source>
        <translation>%1 %2 im %3 (Median %4)</translation>
    </message>
    <message>
        <source>Too few results of %1 in the history to compare it with (%2).</source>
        <translation>Zu wenige Ergebnisse von %1 im Verlauf für einen Vergleich (%2).</translation>
    </message>
    <message>
        <source>Against the %1 results of %2 in the history: %3.</source>
        <translation>Verglichen mit den %1 Ergebnissen von %2 im Verlauf: %3.</translation>
    </message>
    <message>
        <source>Against the %1 results of %2 in the history (%3 of them imported): %4.</source>
        <translation>Verglichen mit den %1 Ergebnissen von %2 im Verlauf (%3 davon importiert): %4.</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 results of %4 (median %5; %6 of them imported, %7 from UNSIGNED packs)</source>
        <translation>%1 — %2 von %3 Ergebnissen von %4 (Median %5; %6 davon importiert, %7 aus UNSIGNIERTEN Paketen)</translation>
    </message>
    <message>
        <source>Against the %1 results of %2 in the history (%3 of them imported, %4 from UNSIGNED packs, which anyone may have made): %5.</source>
        <translation>Verglichen mit den %1 Ergebnissen von %2 im Verlauf (%3 davon importiert, %4 aus UNSIGNIERTEN Paketen, die jeder erstellt haben kann): %5.</translation>
    </message>
</context>
<context>
    <name>Sektor::Profile</name>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe-SSD</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Real</source>
        <translation>Alltag</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>QD Sweep</source>
        <translation>QD-Verlauf</translation>
    </message>
    <message>
        <source>Sync Write Latency</source>
        <translation>Latenz synchroner Schreibzugriffe</translation>
    </message>
    <message>
        <source>Block Size Sweep</source>
        <translation>Blockgrößen-Verlauf</translation>
    </message>
    <message>
        <source>Sustained Write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <source>Position Map</source>
        <translation>Positionskarte</translation>
    </message>
    <message>
        <source>Access Time</source>
        <translation>Zugriffszeit</translation>
    </message>
    <message>
        <source>Read Scan</source>
        <translation>Lesescan</translation>
    </message>
    <message>
        <source>Capacity Probe</source>
        <translation>Kapazitätsprobe</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verifizieren</translation>
    </message>
    <message>
        <source>Small Files</source>
        <translation>Kleine Dateien</translation>
    </message>
    <message>
        <source>Health Check</source>
        <translation>Zustandsprüfung</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
</context>
<context>
    <name>Sektor::ReportFiles</name>
    <message>
        <source>Could not create the reports %1 in %2: %3</source>
        <translation>Die Berichte %1 konnten in %2 nicht angelegt werden: %3</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote %1.{%2}</source>
        <translation>%1.{%2} geschrieben</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>The drive under %1 reports no serial number: its report is named by a generated id.</source>
        <translation>Das Laufwerk unter %1 meldet keine Seriennummer: sein Bericht ist nach einer erzeugten Kennung benannt.</translation>
    </message>
    <message>
        <source>Signed it: %1</source>
        <translation>Signiert: %1</translation>
    </message>
    <message>
        <source>Could not make the certificate %1: %2</source>
        <translation>Konnte den Prüfbericht %1 nicht erstellen: %2</translation>
    </message>
</context>
<context>
    <name>Sektor::ResultFile</name>
    <message>
        <source>its folder does not exist</source>
        <translation>der übergeordnete Ordner existiert nicht</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>es wurde kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>es ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>it is a symbolic link that belongs to another user</source>
        <translation>es ist eine symbolische Verknüpfung, die einem anderen Benutzer gehört</translation>
    </message>
    <message>
        <source>it is not a regular file but a FIFO, a device or a socket (use - for standard output)</source>
        <translation>es ist keine reguläre Datei, sondern ein FIFO, ein Gerät oder ein Socket (für die Standardausgabe - angeben)</translation>
    </message>
</context>
<context>
    <name>Sektor::ResultFileRead</name>
    <message>
        <source>it is a directory</source>
        <translation>es ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>it is not a regular file but a FIFO, a device or a socket</source>
        <translation>es ist keine reguläre Datei, sondern ein FIFO, ein Gerät oder ein Socket</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, far more than any result</source>
        <translation>es ist größer als %1 MiB, weit mehr als jedes Ergebnis</translation>
    </message>
</context>
<context>
    <name>Sektor::Safety</name>
    <message>
        <source>%1 is mounted at %2.</source>
        <translation>%1 ist in %2 eingehängt.</translation>
    </message>
    <message>
        <source>%1 is in use as swap.</source>
        <translation>%1 wird als Auslagerungsbereich verwendet.</translation>
    </message>
    <message>
        <source>%1 is in use by %2 (device-mapper, LVM or RAID).</source>
        <translation>%1 wird von %2 verwendet (Device-Mapper, LVM oder RAID).</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1 was not found.</source>
        <translation>%1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Partition %1 is mounted at %2.</source>
        <translation>Partition %1 ist in %2 eingehängt.</translation>
    </message>
    <message>
        <source>%1 holds the running system.</source>
        <translation>%1 enthält das laufende System (Systemlaufwerk).</translation>
    </message>
    <message>
        <source>%1 is not a block device.</source>
        <translation>%1 ist kein Blockgerät.</translation>
    </message>
    <message>
        <source>%1 has no medium.</source>
        <translation>%1 enthält kein Medium.</translation>
    </message>
    <message>
        <source>%1 is in use by the loop device %2 set up over it.</source>
        <translation>%1 wird vom darauf eingerichteten Loop-Gerät %2 verwendet.</translation>
    </message>
    <message>
        <source>%1 is on %2, the disk that holds the running system.</source>
        <translation>%1 liegt auf %2, dem Datenträger des laufenden Systems.</translation>
    </message>
    <message>
        <source>%1 and the loop device %2 are set up over the same file or device, so writing one overwrites the other: %3</source>
        <translation>%1 und das Loop-Gerät %2 sind über derselben Datei oder demselben Gerät eingerichtet; wer auf eines schreibt, überschreibt das andere: %3</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2, which is in use: %3</source>
        <translation>%1 ist ein Loop-Gerät über %2, das in Benutzung ist: %3</translation>
    </message>
</context>
<context>
    <name>Sektor::Station</name>
    <message>
        <source>not there (gone again, or nothing attached or inserted)</source>
        <translation>nicht vorhanden (wieder weg, oder nichts angeschlossen oder eingelegt)</translation>
    </message>
    <message>
        <source>a partition, not a whole drive</source>
        <translation>eine Partition, kein ganzes Laufwerk</translation>
    </message>
    <message>
        <source>a device stacked over other devices (dm, md), not a drive</source>
        <translation>ein über andere Geräte gestapeltes Gerät (dm, md), kein Laufwerk</translation>
    </message>
    <message>
        <source>the system disk (it holds /, /boot, /usr, /var or swap)</source>
        <translation>das Systemlaufwerk (es enthält /, /boot, /usr, /var oder Swap)</translation>
    </message>
    <message>
        <source>a filesystem on it is mounted</source>
        <translation>ein Dateisystem darauf ist eingehängt</translation>
    </message>
    <message>
        <source>held by a device stacked on it (dm, md or loop)</source>
        <translation>von einem darauf gestapelten Gerät belegt (dm, md oder Loop)</translation>
    </message>
    <message>
        <source>it lives in RAM (zram, a RAM disk, a loop device over tmpfs)</source>
        <translation>es liegt im Arbeitsspeicher (zram, eine RAM-Disk, ein Loop-Gerät über tmpfs)</translation>
    </message>
    <message>
        <source>the station tests it already</source>
        <translation>die Station testet es bereits</translation>
    </message>
    <message>
        <source>udisks2 does not run.</source>
        <translation>udisks2 läuft nicht.</translation>
    </message>
    <message>
        <source>udisks2 does not know this block device.</source>
        <translation>udisks2 kennt dieses Blockgerät nicht.</translation>
    </message>
    <message>
        <source>udisks2 knows no drive behind it (a loop device?).</source>
        <translation>udisks2 kennt kein Laufwerk dahinter (ein Loop-Gerät?).</translation>
    </message>
    <message>
        <source>udisks2 says this drive cannot be powered off.</source>
        <translation>udisks2 sagt, dieses Laufwerk lässt sich nicht ausschalten.</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <source>The station has no consent to write to this drive.</source>
        <translation>Die Station hat keine Zustimmung, auf dieses Laufwerk zu schreiben.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>testing</source>
        <translation>wird getestet</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>removed during the test</source>
        <translation>während des Tests entfernt</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>The station runs already.</source>
        <translation>Die Station läuft bereits.</translation>
    </message>
    <message>
        <source>The station needs at least one profile to run.</source>
        <translation>Die Station braucht mindestens ein Profil, das sie ausführt.</translation>
    </message>
    <message>
        <source>The chain writes to the drives (%1): it runs only with the consent to destroy the data on every new drive.</source>
        <translation>Die Kette schreibt auf die Laufwerke (%1): Sie läuft nur mit der Zustimmung, die Daten auf jedem neuen Laufwerk zu vernichten.</translation>
    </message>
    <message>
        <source>Waiting for drives; each one gets: %1.</source>
        <translation>Warte auf Laufwerke; jedes bekommt: %1.</translation>
    </message>
    <message>
        <source>Consent given to destroy the data on every new drive the station takes: each whole drive that appears from now on, except the system disk and drives with a mounted filesystem, held or in RAM.</source>
        <translation>Zustimmung erteilt, die Daten auf jedem neuen Laufwerk zu vernichten, das die Station übernimmt: jedes ganze Laufwerk, das ab jetzt erscheint, außer dem Systemlaufwerk und Laufwerken mit eingehängtem Dateisystem, belegten oder im Arbeitsspeicher.</translation>
    </message>
    <message>
        <source>The chain only reads: no drive is written.</source>
        <translation>Die Kette liest nur: Kein Laufwerk wird beschrieben.</translation>
    </message>
    <message>
        <source>Left alone: it was there when the station started.</source>
        <translation>Nicht angerührt: Es war schon da, als die Station startete.</translation>
    </message>
    <message>
        <source>Stopping: the drives in progress are cancelled, what they finished is kept.</source>
        <translation>Station hält an: Die laufenden Laufwerke werden abgebrochen, was sie fertig haben, bleibt erhalten.</translation>
    </message>
    <message>
        <source>Appeared: %1.</source>
        <translation>Erschienen: %1.</translation>
    </message>
    <message>
        <source>Left alone: %1.</source>
        <translation>Nicht angerührt: %1.</translation>
    </message>
    <message>
        <source>Waiting for the drive before it on the same bus (%1).</source>
        <translation>Wartet auf das Laufwerk vor ihm am selben Bus (%1).</translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation>Entfernt.</translation>
    </message>
    <message>
        <source>removed before its test</source>
        <translation>vor seinem Test entfernt</translation>
    </message>
    <message>
        <source>Flagged: removed during the test; what finished is kept.</source>
        <translation>Markiert: während des Tests entfernt; was fertig wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <source>Started: %1.</source>
        <translation>Gestartet: %1.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3.</source>
        <translation>Schritt %1 von %2: %3.</translation>
    </message>
    <message>
        <source>Certificate written: %1.</source>
        <translation>Prüfbericht geschrieben: %1.</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Fertig: %1.</translation>
    </message>
    <message>
        <source>Powered off: it can be pulled.</source>
        <translation>Ausgeschaltet: Es kann abgezogen werden.</translation>
    </message>
    <message>
        <source>Not powered off: %1</source>
        <translation>Nicht ausgeschaltet: %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>libudev could not be initialised.</source>
        <translation>libudev ließ sich nicht initialisieren.</translation>
    </message>
    <message>
        <source>The kernel&apos;s device events cannot be received.</source>
        <translation>Die Geräteereignisse des Kernels lassen sich nicht empfangen.</translation>
    </message>
    <message>
        <source>left alone: not confirmed</source>
        <translation>unberührt: nicht bestätigt</translation>
    </message>
    <message>
        <source>The chain writes: each drive the station takes waits until its data is confirmed to be destroyed.</source>
        <translation>Die Kette schreibt: Jedes Laufwerk, das die Station nimmt, wartet, bis bestätigt ist, dass seine Daten zerstört werden dürfen.</translation>
    </message>
    <message>
        <source>Waiting for the confirmation that its data may be destroyed.</source>
        <translation>Wartet auf die Bestätigung, dass seine Daten zerstört werden dürfen.</translation>
    </message>
    <message>
        <source>Left alone: its data is not to be destroyed.</source>
        <translation>Unberührt gelassen: seine Daten sollen nicht zerstört werden.</translation>
    </message>
    <message>
        <source>Confirmed: its data may be destroyed.</source>
        <translation>Bestätigt: seine Daten dürfen zerstört werden.</translation>
    </message>
    <message>
        <source>Signed: %1.sig.</source>
        <translation>Signiert: %1.sig.</translation>
    </message>
    <message>
        <source>It is not signed: %1</source>
        <translation>Er ist nicht signiert: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>udisks2&apos;s signals are listened to as well: a drive left alone because it was mounted is judged again once it is unmounted.</source>
        <translation>Auch die Signale von udisks2 werden gehört: Ein Laufwerk, das nicht angerührt wurde, weil es eingehängt war, wird neu beurteilt, sobald es ausgehängt ist.</translation>
    </message>
    <message>
        <source>The station runs on the kernel&apos;s events only: a drive left alone because it was mounted is judged again only when it is plugged in anew.</source>
        <translation>Die Station läuft nur mit den Ereignissen des Kernels: Ein Laufwerk, das nicht angerührt wurde, weil es eingehängt war, wird erst neu beurteilt, wenn es neu angeschlossen wird.</translation>
    </message>
    <message>
        <source>Unmounted: it is judged again.</source>
        <translation>Ausgehängt: Es wird neu beurteilt.</translation>
    </message>
    <message>
        <source>udisks2&apos;s signals cannot be received: %1</source>
        <translation>Die Signale von udisks2 können nicht empfangen werden: %1</translation>
    </message>
    <message>
        <source>a loop device (someone&apos;s disk image, perhaps): a station that writes takes those only with --include-loop-devices</source>
        <translation>ein Loop-Gerät (vielleicht jemandes Plattenabbild): Eine Station, die schreibt, übernimmt solche nur mit --include-loop-devices</translation>
    </message>
    <message>
        <source>a loop device over a file that is not this user&apos;s (another user&apos;s disk image)</source>
        <translation>ein Loop-Gerät über einer Datei, die nicht diesem Benutzer gehört (das Plattenabbild eines anderen Benutzers)</translation>
    </message>
    <message>
        <source>Loop devices are taken too, those over a file of this user&apos;s own (%1); other users&apos; disk images are left alone.</source>
        <translation>Loop-Geräte werden auch übernommen, die über einer eigenen Datei dieses Benutzers (%1); Plattenabbilder anderer Benutzer bleiben unangetastet.</translation>
    </message>
    <message>
        <source>Loop devices (disk images) are left alone: --include-loop-devices takes those over files of this user&apos;s own.</source>
        <translation>Loop-Geräte (Plattenabbilder) bleiben unangetastet: --include-loop-devices übernimmt die über eigenen Dateien dieses Benutzers.</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>es ist eine symbolische Verknüpfung</translation>
    </message>
    <message>
        <source>it is not a regular file of this user&apos;s own</source>
        <translation>es ist keine reguläre Datei, die diesem Benutzer gehört</translation>
    </message>
</context>
<context>
    <name>Sektor::SurfaceTest</name>
    <message>
        <source>no unreadable range</source>
        <translation>kein unlesbarer Bereich</translation>
    </message>
    <message>
        <source>access time: mean %1 ms, p99 %2 ms; %3</source>
        <translation>Zugriffszeit: Mittel %1 ms, p99 %2 ms; %3</translation>
    </message>
    <message>
        <source>min %1 MB/s, mean %2 MB/s, max %3 MB/s; %4</source>
        <translation>min. %1 MB/s, Mittel %2 MB/s, max. %3 MB/s; %4</translation>
    </message>
    <message>
        <source>unreadable ranges: %1</source>
        <translation>unlesbare Bereiche: %1</translation>
    </message>
    <message>
        <source>; stopped at %1 %</source>
        <translation>; bei %1 % angehalten</translation>
    </message>
    <message>
        <source>mean access time (99th percentile %1 ms)</source>
        <translation>mittlere Zugriffszeit (99. Perzentil %1 ms)</translation>
    </message>
    <message>
        <source>mean over the drive</source>
        <translation>Mittel über das ganze Laufwerk</translation>
    </message>
    <message>
        <source>mean over the first %1 % of the drive</source>
        <translation>Mittel über die ersten %1 % des Laufwerks</translation>
    </message>
    <message>
        <source>, %1 s of %2 s spent at them (left out of the rates)</source>
        <translation>, %1 s von %2 s darauf verwendet (nicht in den Raten)</translation>
    </message>
    <message>
        <source>Unreadable ranges: %1 (%2 in all).</source>
        <translation>Unlesbare Bereiche: %1 (insgesamt %2).</translation>
    </message>
    <message>
        <source>Ranges read slower than the scan&apos;s limit: %1 (%2 in all).</source>
        <translation>Bereiche, die langsamer als die Grenze des Scans gelesen wurden: %1 (insgesamt %2).</translation>
    </message>
    <message>
        <source>Reading the surface (%1): %2 of %3</source>
        <translation>Liest die Oberfläche (%1): %2 von %3</translation>
    </message>
</context>
<context>
    <name>Sektor::SustainedWrite</name>
    <message>
        <source>Sustained Write fills all free space but 5 % (a raw device: all of it) for up to %1 without a pause, to find the speed once the drive&apos;s write cache is full. On an SSD that wears the flash as much as copying that much would.</source>
        <translation>Dauerschreiben füllt den freien Speicher bis auf 5 % (ein Rohgerät: ganz) für bis zu %1 ohne Pause, um die Geschwindigkeit nach vollem Schreibcache zu finden. Auf einer SSD nutzt das den Flash so ab, wie es das Kopieren dieser Menge täte.</translation>
    </message>
    <message>
        <source>Sustained Write writes up to %1 (the test size) for up to %2 without a pause, to find the speed once the drive&apos;s write cache is full. On an SSD that wears the flash as much as copying %1 would.</source>
        <translation>Dauerschreiben schreibt bis zu %1 (die Testgröße) ohne Pause, höchstens %2 lang, um die Geschwindigkeit nach vollem Schreib-Cache des Laufwerks zu finden. Bei einer SSD nutzt das den Flash-Speicher so ab, wie %1 zu kopieren.</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 at first; after ~%2 written (the write cache), %3</source>
        <translation>Anfangs %1; nach ~%2 geschrieben (der Schreibcache) %3</translation>
    </message>
    <message>
        <source>%1 throughout: no lasting drop in %2 written</source>
        <translation>Durchgehend %1: kein anhaltender Einbruch in %2 geschrieben</translation>
    </message>
    <message>
        <source>, steady state reached</source>
        <translation>, stabiler Zustand erreicht</translation>
    </message>
    <message>
        <source>after %1 of cache</source>
        <translation>nach %1 Cache</translation>
    </message>
    <message>
        <source>cache not filled in %1 written</source>
        <translation>Cache nicht erschöpft (%1 geschrieben)</translation>
    </message>
</context>
<context>
    <name>Sektor::Units</name>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Megabytes per second (1 MB/s = 1,000,000 bytes/s)</source>
        <translation>Megabyte pro Sekunde (1 MB/s = 1.000.000 Byte/s)</translation>
    </message>
    <message>
        <source>Gigabytes per second (1 GB/s = 1,000,000,000 bytes/s)</source>
        <translation>Gigabyte pro Sekunde (1 GB/s = 1.000.000.000 Byte/s)</translation>
    </message>
    <message>
        <source>I/O operations per second</source>
        <translation>I/O-Operationen pro Sekunde</translation>
    </message>
    <message>
        <source>Mean latency in microseconds</source>
        <translation>Mittlere Latenz in Mikrosekunden</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
</context>
<context>
    <name>Sektor::Verify</name>
    <message>
        <source>Genuine: every place checked across its %1 kept what was written there.</source>
        <translation>Echt: Jede geprüfte Stelle seiner %1 behielt, was dort geschrieben wurde.</translation>
    </message>
    <message>
        <source>Fake: it holds %1 of the %2 it claims; what is written past that is lost.</source>
        <translation>Gefälscht: Es fasst %1 der angegebenen %2; was darüber hinaus geschrieben wird, geht verloren.</translation>
    </message>
    <message>
        <source>Incomplete: the check stopped before its end; it says nothing about the drive.</source>
        <translation>Unvollständig: Die Prüfung endete vorzeitig; sie sagt nichts über das Laufwerk.</translation>
    </message>
    <message>
        <source>Damaged: its %1 are real, but %2 did not keep what was written; bad areas: %3, the first at %4.</source>
        <translation>Beschädigt: Seine %1 sind echt, aber %2 behielten nicht, was geschrieben wurde; fehlerhafte Bereiche: %3, der erste bei %4.</translation>
    </message>
    <message>
        <source>Claimed: %1 (%2 bytes)</source>
        <translation>Angegeben: %1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Usable: %1 (%2 bytes)</source>
        <translation>Nutzbar: %1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Wraps around every %1: data written past it overwrites the start.</source>
        <translation>Springt alle %1 an den Anfang zurück: Was darüber hinaus geschrieben wird, überschreibt den Anfang.</translation>
    </message>
    <message>
        <source>Bad: %1 – %2 (%3)</source>
        <translation>Fehlerhaft: %1 – %2 (%3)</translation>
    </message>
    <message>
        <source>… and %1 more bad areas in the exports</source>
        <translation>… und %1 weitere fehlerhafte Bereiche in den Exporten</translation>
    </message>
    <message>
        <source>Places checked: %1. Written %2, read %3.</source>
        <translation>Geprüfte Stellen: %1. Geschrieben %2, gelesen %3.</translation>
    </message>
    <message>
        <source>A quick probe checks places, not every byte: a bad area smaller than the gap between two places can pass unseen.</source>
        <translation>Eine schnelle Probe prüft Stellen, nicht jedes Byte: Ein fehlerhafter Bereich, kleiner als der Abstand zweier Stellen, kann unbemerkt bleiben.</translation>
    </message>
    <message>
        <source>Genuine: all %1 written came back as written.</source>
        <translation>Echt: Alle geschriebenen %1 kamen so zurück, wie sie geschrieben wurden.</translation>
    </message>
    <message>
        <source>Fake: of the %1 written, %2 came back as written; the drive holds less than it claims.</source>
        <translation>Gefälscht: Von den geschriebenen %1 kamen %2 wie geschrieben zurück; das Laufwerk fasst weniger, als es angibt.</translation>
    </message>
    <message>
        <source>Damaged: %1 of the %2 written did not come back as written; bad areas: %3, the first at %4 of the fill.</source>
        <translation>Beschädigt: %1 der geschriebenen %2 kamen nicht wie geschrieben zurück; fehlerhafte Bereiche: %3, der erste bei %4 der Füllung.</translation>
    </message>
    <message>
        <source>Filled: %1 (%2 bytes)</source>
        <translation>Gefüllt: %1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Verified: %1 (%2 bytes)</source>
        <translation>Bestätigt: %1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Stamps of 4 KiB read back: %1; kept %2, corrupted %3, of other places %4, missing %5.</source>
        <translation>Zurückgelesene Stempel zu 4 KiB: %1; erhalten %2, beschädigt %3, von anderen Stellen %4, fehlend %5.</translation>
    </message>
    <message>
        <source>Written at %1 MB/s, read back at %2 MB/s.</source>
        <translation>Geschrieben mit %1 MB/s, zurückgelesen mit %2 MB/s.</translation>
    </message>
    <message>
        <source>Files left by an earlier verify that was killed, removed first: %1.</source>
        <translation>Zuerst entfernte Dateien einer früheren, abgebrochenen Prüfung: %1.</translation>
    </message>
    <message>
        <source>Verify fills all the free space of this drive but 16 MiB, then reads it all back: while it runs, programs writing to the drive may find it full. On an SSD that wears the flash as much as copying that much would.</source>
        <translation>Verifizieren füllt den ganzen freien Speicher dieses Laufwerks bis auf 16 MiB und liest dann alles zurück: Solange es läuft, können Programme, die auf das Laufwerk schreiben, es voll vorfinden. Auf einer SSD nutzt das den Flash so ab, wie es das Kopieren dieser Menge täte.</translation>
    </message>
    <message>
        <source>Verify writes %1 of files to this drive, then reads them all back; they are removed afterwards.</source>
        <translation>Verifizieren schreibt %1 an Dateien auf dieses Laufwerk und liest sie dann alle zurück; danach werden sie entfernt.</translation>
    </message>
    <message>
        <source>No verdict: all %1 written came back as written, but that is only part of the free space, too little for a verdict on the drive (a fake loses what lies past its real capacity). Fill all of it for one.</source>
        <translation>Kein Urteil: Alle geschriebenen %1 kamen so zurück, wie sie geschrieben wurden, aber das ist nur ein Teil des freien Speichers, zu wenig für ein Urteil über das Laufwerk (ein gefälschtes Laufwerk verliert, was hinter seiner echten Größe liegt). Füllen Sie ihn ganz, um eines zu erhalten.</translation>
    </message>
</context>
<context>
    <name>TargetList</name>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>unknown drive</source>
        <translation>unbekanntes Laufwerk</translation>
    </message>
    <message>
        <source>%1 — %2 — raw device</source>
        <translation>%1 — %2 — rohes Gerät</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 · read-only</source>
        <translation>%1 · schreibgeschützt</translation>
    </message>
    <message>
        <source> · in memory</source>
        <translation> · im Arbeitsspeicher</translation>
    </message>
    <message>
        <source>%1 · in memory (%2)</source>
        <translation>%1 · im Arbeitsspeicher (%2)</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source> · system disk</source>
        <translation> · Systemlaufwerk</translation>
    </message>
    <message>
        <source>%1 · %2 % used (%3 of %4)</source>
        <translation>%1 · %2 % belegt (%3 von %4)</translation>
    </message>
    <message>
        <source>Folders you chose</source>
        <translation>Gewählte Ordner</translation>
    </message>
    <message>
        <source>Filesystems</source>
        <translation>Dateisysteme</translation>
    </message>
    <message>
        <source>In memory (measures RAM, not a drive)</source>
        <translation>Im Arbeitsspeicher (misst RAM, kein Laufwerk)</translation>
    </message>
    <message>
        <source>Whole drives (raw)</source>
        <translation>Ganze Laufwerke (roh)</translation>
    </message>
    <message>
        <source>Loop devices (raw)</source>
        <translation>Loop-Geräte (roh)</translation>
    </message>
    <message>
        <source>in memory (%1)</source>
        <translation>im Arbeitsspeicher (%1)</translation>
    </message>
</context>
<context>
    <name>sektor-cli</name>
    <message>
        <source>No command given.</source>
        <translation>Kein Befehl angegeben.</translation>
    </message>
    <message>
        <source>Unknown command %1.</source>
        <translation>Unbekannter Befehl %1.</translation>
    </message>
    <message>
        <source>Preparing test file</source>
        <translation>Testdatei wird vorbereitet</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>run %1/%2</source>
        <translation>Durchlauf %1/%2</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>ETA</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Measured runs per test, after a discarded warm-up (1-9, default 3).</source>
        <translation>Gemessene Durchläufe pro Test nach einer verworfenen Aufwärmphase (1-9, Standard 3).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Warm-up before the runs of each test, discarded (default 1s).</source>
        <translation>Aufwärmphase vor den Durchläufen jedes Tests, wird verworfen (Standard 1s).</translation>
    </message>
    <message>
        <source>Pause between tests (default 5s).</source>
        <translation>Pause zwischen den Tests (Standard 5s).</translation>
    </message>
    <message>
        <source>Read share of mixed tests in percent (default 70).</source>
        <translation>Leseanteil gemischter Tests in Prozent (Standard 70).</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Write data: random (incompressible, default) or zero.</source>
        <translation>Schreibdaten: random (nicht komprimierbar, Standard) oder zero.</translation>
    </message>
    <message>
        <source>I/O engine: auto (default), io_uring or sync.</source>
        <translation>I/O-Engine: auto (Standard), io_uring oder sync.</translation>
    </message>
    <message>
        <source>Run only these tests of the profile, e.g. SEQ1M-Q8T1,RND4K-Q1T1.</source>
        <translation>Nur diese Tests des Profils ausführen, z. B. SEQ1M-Q8T1,RND4K-Q1T1.</translation>
    </message>
    <message>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Seed for random offsets and data (default: a new one each run).</source>
        <translation>Startwert (Seed) für zufällige Offsets und Daten (Standard: jedes Mal ein neuer).</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Also write every figure, the latency histograms and the samples as JSON to this file (- for standard output).</source>
        <translation>Zusätzlich alle Messwerte, die Latenz-Histogramme und die Einzelmessungen als JSON in diese Datei schreiben (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>A comment for the results.</source>
        <translation>Ein Kommentar zu den Ergebnissen.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Allow write tests on this block device, destroying all data on it. Must name the target device again.</source>
        <translation>Schreibtests auf diesem Blockgerät erlauben; dabei werden alle Daten darauf zerstört. Das Zielgerät muss erneut angegeben werden.</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>No progress display.</source>
        <translation>Keine Fortschrittsanzeige.</translation>
    </message>
    <message>
        <source>The profile %1 has no test %2.</source>
        <translation>Das Profil %1 enthält keinen Test %2.</translation>
    </message>
    <message>
        <source>The profile %1 has no mode %2.</source>
        <translation>Das Profil %1 enthält keinen Modus %2.</translation>
    </message>
    <message>
        <source>Invalid value %1 for --%2.</source>
        <translation>Ungültiger Wert %1 für --%2.</translation>
    </message>
    <message>
        <source>Name exactly one target: a directory or a block device.</source>
        <translation>Genau ein Ziel angeben: ein Verzeichnis oder ein Blockgerät.</translation>
    </message>
    <message>
        <source>Unknown profile %1; `sektor-cli profiles` lists them.</source>
        <translation>Unbekanntes Profil %1; `sektor-cli profiles` listet alle Profile auf.</translation>
    </message>
    <message>
        <source>Measures a drive: sequential, random 4K and queue-depth tests on a directory (a test file that is removed afterwards) or a block device.</source>
        <translation>Misst ein Laufwerk: sequenzielle, zufällige 4K- und Warteschlangentiefen-Tests in einem Verzeichnis (über eine Testdatei, die anschließend entfernt wird) oder auf einem Blockgerät.</translation>
    </message>
    <message>
        <source>--allow-destroy-data must name the target block device itself (%1).</source>
        <translation>--allow-destroy-data muss das Ziel-Blockgerät selbst angeben (%1).</translation>
    </message>
    <message>
        <source>Running read tests only: write tests would destroy all data on %1. Add --allow-destroy-data=%1 to run them.</source>
        <translation>Es werden nur Lesetests ausgeführt: Schreibtests würden alle Daten auf %1 zerstören. Mit --allow-destroy-data=%1 werden sie ebenfalls ausgeführt.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli run --help&apos;.</source>
        <translation>Weitere Informationen mit &apos;sektor-cli run --help&apos;.</translation>
    </message>
    <message>
        <source>Cannot write the results to %1: %2.</source>
        <translation>Die Ergebnisse können nicht in %1 geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Skipped %1 %2: %3</source>
        <translation>Test %1 %2 übersprungen: %3</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Could not write the results to %1: %2</source>
        <translation>Die Ergebnisse konnten nicht in %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Usage: sektor-cli run [options] TARGET</source>
        <translation>Aufruf: sektor-cli run [Optionen] ZIEL</translation>
    </message>
    <message>
        <source>[swap]</source>
        <translation>[Auslagerung]</translation>
    </message>
    <message>
        <source>(hidden: %1)</source>
        <translation>(ausgeblendet: %1)</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>nicht eingehängt</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELL</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ANSCHLUSS</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <source>SYSTEM</source>
        <translation>SYSTEM</translation>
    </message>
    <message>
        <source>MOUNTED AT</source>
        <translation>EINGEHÄNGT IN</translation>
    </message>
    <message>
        <source>system</source>
        <translation>Systemlaufwerk</translation>
    </message>
    <message>
        <source>Usage: sektor-cli drives [--json] [--all]

Lists the drives of this machine. Drives marked &quot;system&quot; hold the running system.
  --json   Print JSON instead of a table.
  --all    Include hidden devices (RAM disks, empty loop devices…).
</source>
        <translation>Aufruf: sektor-cli drives [--json] [--all]

Listet die Laufwerke dieses Rechners auf. Als „Systemlaufwerk“ markierte Laufwerke enthalten das laufende System.
  --json   JSON statt einer Tabelle ausgeben.
  --all    Auch ausgeblendete Geräte zeigen (RAM-Disks, leere Loop-Geräte…).
</translation>
    </message>
    <message>
        <source>Unknown option %1 for drives.</source>
        <translation>Unbekannte Option %1 für drives.</translation>
    </message>
    <message>
        <source>No drives found.</source>
        <translation>Keine Laufwerke gefunden.</translation>
    </message>
    <message>
        <source>Running read tests only; write tests cannot run on %1: %2</source>
        <translation>Es laufen nur Lesetests; Schreibtests sind auf %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>FREE</source>
        <translation>FREI</translation>
    </message>
    <message>
        <source>A directory on the drive to test, or a block device (as a normal user through the Sektor helper, after administrator authentication).</source>
        <translation>Ein Verzeichnis auf dem zu testenden Laufwerk oder ein Blockgerät (als normaler Benutzer über das Sektor-Hilfsprogramm nach Authentifizierung als Administrator).</translation>
    </message>
    <message>
        <source>Could not write to standard output: %1</source>
        <translation>Die Standardausgabe konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>--json needs a file name, or - for standard output.</source>
        <translation>--json braucht einen Dateinamen oder - für die Standardausgabe.</translation>
    </message>
    <message>
        <source>%1 names %2 twice.</source>
        <translation>%1 nennt %2 zweimal.</translation>
    </message>
    <message>
        <source>%1 needs at least one name.</source>
        <translation>%1 braucht mindestens einen Namen.</translation>
    </message>
    <message>
        <source>sektor-cli: stopped at once by a second signal.
</source>
        <translation>sektor-cli: durch ein zweites Signal sofort beendet.
</translation>
    </message>
    <message>
        <source>Add --allow-destroy-data=%1 to run them, or choose read tests (--modes read).</source>
        <translation>Fügen Sie --allow-destroy-data=%1 hinzu, um sie auszuführen, oder wählen Sie Lesetests (--modes read).</translation>
    </message>
    <message>
        <source>--size %1: %2B is a decimal unit, but test sizes are binary. Did you mean %3%2iB?</source>
        <translation>--size %1: %2B ist eine dezimale Einheit, Testgrößen sind aber binär. Meinten Sie %3%2iB?</translation>
    </message>
    <message>
        <source>--size %1 means %1 bytes, below the smallest test size. Did you mean %1MiB?</source>
        <translation>--size %1 bedeutet %1 Byte, weniger als die kleinste Testgröße. Meinten Sie %1MiB?</translation>
    </message>
    <message>
        <source>Unknown option %1 for profiles.</source>
        <translation>Unbekannte Option %1 für profiles.</translation>
    </message>
    <message>
        <source>Did you mean %1?</source>
        <translation>Meinten Sie %1?</translation>
    </message>
    <message>
        <source>Measure time of each run (default 5s); the time limit of Sustained Write (default 10min).</source>
        <translation>Messdauer jedes Durchlaufs (Standard 5s); das Zeitlimit von Sustained Write (Standard 10min).</translation>
    </message>
    <message>
        <source>Block Size Sweep: the sizes to test, one or a range (default 512B-64MiB).</source>
        <translation>Blockgrößen-Verlauf: die zu testenden Größen, eine oder ein Bereich (Standard 512B-64MiB).</translation>
    </message>
    <message>
        <source>range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>--block-sizes %1: give one size or a range such as 4KiB-1MiB, powers of two from 512B to 64MiB.</source>
        <translation>--block-sizes %1: geben Sie eine Größe oder einen Bereich wie 4KiB-1MiB an, Zweierpotenzen von 512B bis 64MiB.</translation>
    </message>
    <message>
        <source>--queue-depth %1: give a number from 1 to %2.</source>
        <translation>--queue-depth %1: geben Sie eine Zahl von 1 bis %2 an.</translation>
    </message>
    <message>
        <source>Block Size Sweep, Sustained Write, Position Map, Read Scan: the queue depth (default 4, 8, 8, 1).</source>
        <translation>Block Size Sweep, Sustained Write, Position Map, Read Scan: die Warteschlangentiefe (Standard 4, 8, 8, 1).</translation>
    </message>
    <message>
        <source>Position Map: chunks to read, evenly spaced (100-1000, default 200), or all of them.</source>
        <translation>Position Map: zu lesende Abschnitte, gleichmäßig verteilt (100-1000, Standard 200), oder all für alle.</translation>
    </message>
    <message>
        <source>Position Map: mark chunks below this share of the median (default 50 %).</source>
        <translation>Position Map: Abschnitte unter diesem Anteil am Median markieren (Standard 50 %).</translation>
    </message>
    <message>
        <source>Access Time: random reads over the device (100-100000, default 1000).</source>
        <translation>Access Time: zufällige Lesevorgänge über das Gerät (100-100000, Standard 1000).</translation>
    </message>
    <message>
        <source>Read Scan: mark reads of 1 MiB slower than this (default 100ms).</source>
        <translation>Read Scan: Lesevorgänge von 1 MiB markieren, die länger dauern (Standard 100ms).</translation>
    </message>
    <message>
        <source>--%1 is for the %2 profile.</source>
        <translation>--%1 gilt für das Profil %2.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>LINK</source>
        <translation>VERBINDUNG</translation>
    </message>
    <message>
        <source>TEMP</source>
        <translation>TEMP</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>FAILING</source>
        <translation>AUSFALL</translation>
    </message>
    <message>
        <source>good, %1 % used</source>
        <translation>gut, %1 % verbraucht</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>HEALTH</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <source>Do not keep this run in the history (see &apos;sektor-cli history&apos;).</source>
        <translation>Diese Messung nicht im Verlauf speichern (siehe &apos;sektor-cli history&apos;).</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli history %1 --help&apos;.</source>
        <translation>Siehe &apos;sektor-cli history %1 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 is not a run id: &apos;sektor-cli history list&apos; shows them.</source>
        <translation>%1 ist keine Messungs-ID: &apos;sektor-cli history list&apos; zeigt sie.</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>JSON statt einer Tabelle ausgeben.</translation>
    </message>
    <message>
        <source>No drive in the history matches %1.</source>
        <translation>Kein Laufwerk im Verlauf passt zu %1.</translation>
    </message>
    <message>
        <source>%1 matches several drives; give one&apos;s id: %2</source>
        <translation>%1 passt zu mehreren Laufwerken; bitte eine ID angeben: %2</translation>
    </message>
    <message>
        <source>Only this drive&apos;s runs.</source>
        <translation>Nur die Messungen dieses Laufwerks.</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>At most this many runs.</source>
        <translation>Höchstens so viele Messungen.</translation>
    </message>
    <message>
        <source>--limit needs a number above 0, not %1.</source>
        <translation>--limit braucht eine Zahl über 0, nicht %1.</translation>
    </message>
    <message>
        <source>The history holds no runs yet.</source>
        <translation>Der Verlauf enthält noch keine Messungen.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>%1 (imported, from %2)</source>
        <translation>%1 (importiert, von %2)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Letzte Messung</translation>
    </message>
    <message>
        <source>%1 (no serial: not recognised again)</source>
        <translation>%1 (ohne Seriennummer: wird nicht wiedererkannt)</translation>
    </message>
    <message>
        <source>Print the run&apos;s JSON document.</source>
        <translation>Das JSON-Dokument der Messung ausgeben.</translation>
    </message>
    <message>
        <source>&apos;history show&apos; takes one run id.</source>
        <translation>&apos;history show&apos; nimmt genau eine Messungs-ID.</translation>
    </message>
    <message>
        <source>mb, gb, iops or us (default mb).</source>
        <translation>mb, gb, iops oder us (Standard mb).</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>A Markdown table, for forums and chats.</source>
        <translation>Eine Markdown-Tabelle, für Foren und Chats.</translation>
    </message>
    <message>
        <source>--unit must be mb, gb, iops or us, not %1.</source>
        <translation>--unit muss mb, gb, iops oder us sein, nicht %1.</translation>
    </message>
    <message>
        <source>&apos;history compare&apos; needs two run ids or more.</source>
        <translation>&apos;history compare&apos; braucht zwei oder mehr Messungs-IDs.</translation>
    </message>
    <message>
        <source>&apos;history delete&apos; needs the ids of the runs to remove.</source>
        <translation>&apos;history delete&apos; braucht die IDs der zu entfernenden Messungen.</translation>
    </message>
    <message>
        <source>Run %1 removed from the history.</source>
        <translation>Messung %1 aus dem Verlauf entfernt.</translation>
    </message>
    <message>
        <source>Unknown history subcommand %1.</source>
        <translation>Unbekannter history-Unterbefehl %1.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli history --help&apos;.</source>
        <translation>Siehe &apos;sektor-cli history --help&apos;.</translation>
    </message>
    <message>
        <source>Saved in the history as run %1.</source>
        <translation>Im Verlauf als Messung %1 gespeichert.</translation>
    </message>
    <message>
        <source>An earlier run that could not be saved then is in the history now.</source>
        <translation>Eine frühere Messung, die damals nicht gespeichert werden konnte, ist jetzt im Verlauf.</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier runs that could not be saved then are in the history now.</source>
        <translation>
            <numerusform>%n frühere Messung, die damals nicht gespeichert werden konnte, ist jetzt im Verlauf.</numerusform>
            <numerusform>%n frühere Messungen, die damals nicht gespeichert werden konnten, sind jetzt im Verlauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>This run could not be kept anywhere else either: only the results printed above remain. Use --json FILE to keep them.</source>
        <translation>Diese Messung konnte auch anderswo nicht aufbewahrt werden: Nur die oben ausgegebenen Ergebnisse bleiben. Mit --json DATEI lassen sie sich sichern.</translation>
    </message>
    <message>
        <source>This run is kept in %1; the next run saved in the history adds it.</source>
        <translation>Diese Messung liegt in %1; die nächste im Verlauf gespeicherte Messung fügt sie hinzu.</translation>
    </message>
    <message>
        <source>Every figure, as JSON.</source>
        <translation>Alle Werte, als JSON.</translation>
    </message>
    <message>
        <source>The figures as CSV, for spreadsheets.</source>
        <translation>Die Werte als CSV, für Tabellenkalkulationen.</translation>
    </message>
    <message>
        <source>Write to this file.</source>
        <translation>In diese Datei schreiben.</translation>
    </message>
    <message>
        <source>&apos;history export&apos; needs one of --json and --csv.</source>
        <translation>&apos;history export&apos; braucht --json oder --csv.</translation>
    </message>
    <message>
        <source>&apos;history export&apos; takes one run id.</source>
        <translation>&apos;history export&apos; nimmt genau eine Messungs-ID.</translation>
    </message>
    <message>
        <source>&apos;history import&apos; needs the result files to add.</source>
        <translation>&apos;history import&apos; braucht die hinzuzufügenden Ergebnisdateien.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 is not a Sektor result: %2.</source>
        <translation>%1 ist kein Sektor-Ergebnis: %2.</translation>
    </message>
    <message>
        <source>%1: already in the history as run %2.</source>
        <translation>%1: bereits im Verlauf als Messung %2.</translation>
    </message>
    <message>
        <source>%1: imported as run %2.</source>
        <translation>%1: als Messung %2 importiert.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs a subcommand.</source>
        <translation>&apos;history&apos; braucht einen Unterbefehl.</translation>
    </message>
    <message>
        <source>Name the targets: directories or block devices.</source>
        <translation>Nennen Sie die Ziele: Verzeichnisse oder Blockgeräte.</translation>
    </message>
    <message>
        <source>%1 is named twice.</source>
        <translation>%1 ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>--allow-destroy-data=%1 names none of the targets.</source>
        <translation>--allow-destroy-data=%1 nennt keines der Ziele.</translation>
    </message>
    <message>
        <source>A batch takes no --json; use --report-dir FOLDER.</source>
        <translation>Eine Serie nimmt kein --json; verwenden Sie --report-dir ORDNER.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli batch --help&apos;.</source>
        <translation>Siehe &apos;sektor-cli batch --help&apos;.</translation>
    </message>
    <message>
        <source>Drive %1 of %2: %3</source>
        <translation>Laufwerk %1 von %2: %3</translation>
    </message>
    <message>
        <source>--operator and --customer go on the reports: add --report-dir FOLDER.</source>
        <translation>--operator und --customer stehen auf den Berichten: geben Sie --report-dir ORDNER an.</translation>
    </message>
    <message>
        <source>&apos;report&apos; needs the result files to judge.</source>
        <translation>&apos;report&apos; braucht die zu beurteilenden Ergebnisdateien.</translation>
    </message>
    <message>
        <source>--report-dir needs a folder.</source>
        <translation>--report-dir braucht einen Ordner.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli report --help&apos;.</source>
        <translation>Siehe &apos;sektor-cli report --help&apos;.</translation>
    </message>
    <message>
        <source>Test file size in binary units (KiB, MiB, GiB), or span of a device (default 1GiB); all: the free space but 5 % or the whole device, for Sustained Write (for Verify: the free space but 16 MiB). The Position Map, Access Time, Read Scan and Capacity Probe always cover the whole device.</source>
        <translation>Größe der Testdatei in binären Einheiten (KiB, MiB, GiB) oder genutzter Bereich eines Geräts (Standard 1GiB); all: der freie Platz bis auf 5 % oder das ganze Gerät, für Sustained Write (für Verify: der freie Platz bis auf 16 MiB). Position Map, Access Time, Read Scan und Capacity Probe umfassen immer das ganze Gerät.</translation>
    </message>
    <message>
        <source>Small Files: files per round (default 16k, that is 16 × 1024).</source>
        <translation>Kleine Dateien: Dateien pro Runde (Standard 16k, also 16 × 1024).</translation>
    </message>
    <message>
        <source>Small Files: each file&apos;s size (default 0).</source>
        <translation>Kleine Dateien: Größe jeder Datei (Standard 0).</translation>
    </message>
    <message>
        <source>Small Files: make durable none, each file, or each file and folder entry.</source>
        <translation>Kleine Dateien: nichts, jede Datei oder jede Datei und ihren Ordnereintrag dauerhaft speichern.</translation>
    </message>
    <message>
        <source>none|file|folder</source>
        <translation>none|file|folder</translation>
    </message>
    <message>
        <source>Small Files: folders worked on side by side (default 1).</source>
        <translation>Kleine Dateien: gleichzeitig bearbeitete Ordner (Standard 1).</translation>
    </message>
    <message>
        <source>Run only these modes: read, write, mix, rewrite (comma-separated). A rewrite reads each block of the sequential tests, changes it and writes it back, as bonnie++&apos;s Rewrite; it runs only when named.</source>
        <translation>Nur diese Modi ausführen: read, write, mix, rewrite (durch Kommas getrennt). Rewrite liest jeden Block der sequenziellen Tests, ändert ihn und schreibt ihn zurück, wie bonnie++s Rewrite; es läuft nur, wenn es genannt wird.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli profiles [--json]

Lists the test profiles: id, name, modes and tests. A mode marked + runs only when --modes names it.
  --json   Print JSON instead of a table.
</source>
        <translation>Aufruf: sektor-cli profiles [--json]

Listet die Testprofile auf: Kennung, Name, Modi und Tests. Ein mit + markierter Modus läuft nur, wenn --modes ihn nennt.
  --json   JSON statt einer Tabelle ausgeben.
</translation>
    </message>
    <message numerus="yes">
        <source>The benchmark was stopped after %n test(s) finished: only those are shown.</source>
        <translation>
            <numerusform>Der Benchmark wurde nach %n abgeschlossenen Test angehalten: Nur dieser wird gezeigt.</numerusform>
            <numerusform>Der Benchmark wurde nach %n abgeschlossenen Tests angehalten: Nur diese werden gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Other tests would first fill the drive.</source>
        <translation>Andere Tests würden zuerst das Laufwerk füllen.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of profile names</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>--%1 is for the %2 profiles.</source>
        <translation>--%1 gilt für die Profile %2.</translation>
    </message>
    <message>
        <source>Other profiles pick tests with --tests.</source>
        <translation>Andere Profile wählen Tests mit --tests.</translation>
    </message>
    <message>
        <source>Drive %1 looked slow beside its model; measuring it again: %2</source>
        <translation>Laufwerk %1 wirkte langsam neben seinem Modell; es wird erneut gemessen: %2</translation>
    </message>
    <message>
        <source>Health Check: which of the drive&apos;s own self-tests runs (default short; none only reads its health and log).</source>
        <translation>Health Check: welcher der eigenen Selbsttests des Laufwerks läuft (Standard short; none liest nur Zustand und Protokoll).</translation>
    </message>
    <message>
        <source>short|extended|conveyance|none</source>
        <translation>short|extended|conveyance|none</translation>
    </message>
    <message>
        <source>Test profile: Default, NVMe SSD, Peak, Real, Demo, a +Mix variant, QD Sweep, Sync Write Latency, Block Size Sweep, Sustained Write; for a whole device: Position Map, Access Time, Read Scan, Capacity Probe, Health Check, Burn-in; for a mounted drive&apos;s folder: Verify, Small Files.</source>
        <translation>Testprofil: Default, NVMe SSD, Peak, Real, Demo, eine +Mix-Variante, QD Sweep, Sync Write Latency, Block Size Sweep, Sustained Write; für ein ganzes Gerät: Position Map, Access Time, Read Scan, Capacity Probe, Health Check, Burn-in; für den Ordner eines eingehängten Laufwerks: Verify, Small Files.</translation>
    </message>
    <message>
        <source>Burn-in: how often each pattern is written and read back (1-99, default 1).</source>
        <translation>Burn-in: wie oft jedes Muster geschrieben und zurückgelesen wird (1-99, Vorgabe 1).</translation>
    </message>
    <message>
        <source>Burn-in: what is written, in this order: stamps (each block names its place, default), random, zeros, ones.</source>
        <translation>Burn-in: was geschrieben wird, in dieser Reihenfolge: stamps (jeder Block nennt seine Stelle, Vorgabe), random, zeros, ones.</translation>
    </message>
    <message>
        <source>Burn-in: the five bounds of the blocks&apos; time classes in ms (default 3,10,50,150,500); a block in the last class is slow.</source>
        <translation>Burn-in: die fünf Grenzen der Zeitklassen der Blöcke in ms (Vorgabe 3,10,50,150,500); ein Block in der letzten Klasse ist langsam.</translation>
    </message>
    <message>
        <source>Burn-in: stop once this many ranges failed.</source>
        <translation>Burn-in: anhalten, sobald so viele Bereiche fehlerhaft sind.</translation>
    </message>
    <message>
        <source>Burn-in: stop when the rate stays below this (MB/s, or with a unit) for --for.</source>
        <translation>Burn-in: anhalten, wenn die Rate für --for unter diesem Wert bleibt (MB/s oder mit Einheit).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Burn-in: how long the rate must stay below --stop-if-slower.</source>
        <translation>Burn-in: wie lange die Rate unter --stop-if-slower bleiben muss.</translation>
    </message>
    <message>
        <source>Burn-in: stop when the drive reads hotter than this (°C).</source>
        <translation>Burn-in: anhalten, wenn das Laufwerk heißer als dies meldet (°C).</translation>
    </message>
    <message>
        <source>celsius</source>
        <translation>Celsius</translation>
    </message>
    <message>
        <source>--stop-if-slower and --for are given together: a rate and how long it must stay below it (--stop-if-slower 50MB/s --for 30s).</source>
        <translation>--stop-if-slower und --for werden zusammen angegeben: eine Rate und wie lange sie darunter bleiben muss (--stop-if-slower 50MB/s --for 30s).</translation>
    </message>
    <message>
        <source>Burn-in, Read Scan: go on where the run saved in this result file (--json) stopped, on the same drive (recognised by its serial number, or a loop device by its file); the profile and settings are the file&apos;s.</source>
        <translation>Burn-in, Read Scan: dort fortfahren, wo die in dieser Ergebnisdatei (--json) gespeicherte Messung anhielt, auf demselben Laufwerk (erkannt an seiner Seriennummer, ein Loop-Gerät an seiner Datei); Profil und Einstellungen sind die der Datei.</translation>
    </message>
    <message>
        <source>--resume goes on with one run: use it with sektor-cli run.</source>
        <translation>--resume setzt eine einzelne Messung fort: verwenden Sie es mit sektor-cli run.</translation>
    </message>
    <message>
        <source>--resume goes on with the profile and settings of the run it resumes: leave out --%1.</source>
        <translation>--resume fährt mit Profil und Einstellungen der fortgesetzten Messung fort: lassen Sie --%1 weg.</translation>
    </message>
    <message>
        <source>it is not a drive.</source>
        <translation>es ist kein Laufwerk.</translation>
    </message>
    <message>
        <source>Cannot go on with %1 on %2: %3</source>
        <translation>%1 kann auf %2 nicht fortgesetzt werden: %3</translation>
    </message>
    <message>
        <source>To go on where it stopped: sektor-cli run --resume %1%2 %3</source>
        <translation>Um dort fortzufahren, wo es anhielt: sektor-cli run --resume %1%2 %3</translation>
    </message>
    <message>
        <source>A station takes no --json, --allow-destroy-data or --resume: its results go into --report-dir, its consent is --destroy-new-drives.</source>
        <translation>Eine Station nimmt kein --json, --allow-destroy-data oder --resume: Ihre Ergebnisse kommen nach --report-dir, ihre Zustimmung ist --destroy-new-drives.</translation>
    </message>
    <message>
        <source>--profile, --chain, --report-dir, --operator, --customer and --sign-key need a value.</source>
        <translation>--profile, --chain, --report-dir, --operator, --customer und --sign-key brauchen einen Wert.</translation>
    </message>
    <message>
        <source>Name the profile each drive gets: --profile PROFILE or --chain P1,P2,...</source>
        <translation>Nennen Sie das Profil, das jedes Laufwerk bekommt: --profile PROFIL oder --chain P1,P2,...</translation>
    </message>
    <message>
        <source>A station needs --report-dir FOLDER for its certificates and log.</source>
        <translation>Eine Station braucht --report-dir ORDNER für ihre Prüfberichte und ihr Protokoll.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli station --help&apos;.</source>
        <translation>Siehe &apos;sektor-cli station --help&apos;.</translation>
    </message>
    <message>
        <source>The chain writes to the drives it tests, destroying their data: add --destroy-new-drives to allow it on every new drive, or choose profiles that only read.</source>
        <translation>Die Kette schreibt auf die Laufwerke, die sie testet, und vernichtet ihre Daten: Fügen Sie --destroy-new-drives hinzu, um das auf jedem neuen Laufwerk zu erlauben, oder wählen Sie Profile, die nur lesen.</translation>
    </message>
    <message>
        <source>--report-dir, --operator, --customer and --sign-key need a value.</source>
        <translation>--report-dir, --operator, --customer und --sign-key brauchen einen Wert.</translation>
    </message>
    <message>
        <source>--sign-key signs the certificates: add --report-dir FOLDER.</source>
        <translation>--sign-key signiert die Prüfberichte: Geben Sie --report-dir ORDNER an.</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>%1: TAMPERED: it is not the certificate Sektor made.</source>
        <translation>%1: VERÄNDERT: Es ist nicht der Prüfbericht, den Sektor erstellt hat.</translation>
    </message>
    <message>
        <source>%1: not a Sektor certificate.</source>
        <translation>%1: kein Sektor-Prüfbericht.</translation>
    </message>
    <message>
        <source>%1: could not be checked.</source>
        <translation>%1: konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <source>&apos;certificate&apos; has one subcommand: verify.</source>
        <translation>&apos;certificate&apos; hat einen Unterbefehl: verify.</translation>
    </message>
    <message>
        <source>&apos;certificate verify&apos; checks one certificate: give its PDF.</source>
        <translation>&apos;certificate verify&apos; prüft einen Prüfbericht: Geben Sie sein PDF an.</translation>
    </message>
    <message>
        <source>--allowed-signers needs a file.</source>
        <translation>--allowed-signers braucht eine Datei.</translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli certificate --help&apos;.</source>
        <translation>Versuchen Sie &apos;sektor-cli certificate --help&apos;.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli report [--report-dir FOLDER] [--operator NAME] [--customer NAME] [--sign-key KEY]
                         RESULT.json...

Judges result files together as a batch: runs of &apos;sektor-cli run --json&apos; gathered from many machines
(packaging/ansible does that for a whole inventory), or kept by earlier runs. Prints the summary that
&apos;sektor-cli batch&apos; prints, drives of the same model compared; with --report-dir also writes each
drive&apos;s certificate (PDF, HTML) and the summary page. Each drive is named host:target. --sign-key
signs each certificate with an OpenSSH private key (FILE.pdf.sig, see &apos;sektor-cli certificate --help&apos;).

Exit codes: 0 done, 2 bad arguments, 15 a report could not be written, 21 a file is not a Sektor
result (nothing is written then).
</source>
        <translation>Aufruf: sektor-cli report [--report-dir ORDNER] [--operator NAME] [--customer NAME] [--sign-key SCHLÜSSEL]
                         ERGEBNIS.json...

Beurteilt Ergebnisdateien gemeinsam als Serie: Messungen von &apos;sektor-cli run --json&apos;, gesammelt von vielen
Rechnern (packaging/ansible erledigt das für ein ganzes Inventar), oder von früheren Messungen behalten.
Gibt die Zusammenfassung von &apos;sektor-cli batch&apos; aus, Laufwerke desselben Modells verglichen; mit
--report-dir schreibt es auch den Prüfbericht jedes Laufwerks (PDF, HTML) und die Zusammenfassung.
Jedes Laufwerk heißt Rechner:Ziel. --sign-key signiert jeden Prüfbericht mit einem privaten
OpenSSH-Schlüssel (DATEI.pdf.sig, siehe &apos;sektor-cli certificate --help&apos;).

Exit-Codes: 0 fertig, 2 ungültige Argumente, 15 ein Bericht konnte nicht geschrieben werden, 21 eine
Datei ist kein Sektor-Ergebnis (dann wird nichts geschrieben).
</translation>
    </message>
    <message>
        <source>--sign-key needs a key file.</source>
        <translation>--sign-key braucht eine Schlüsseldatei.</translation>
    </message>
    <message>
        <source>%1 is refused whole, nothing of it imported: %2.</source>
        <translation>%1 wird ganz abgelehnt, nichts davon importiert: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: reference pack %2, %n result(s) imported.</source>
        <translation>
            <numerusform>%1: Referenzpaket %2, %n Ergebnis importiert.</numerusform>
            <numerusform>%1: Referenzpaket %2, %n Ergebnisse importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of its results were in the history already.</source>
        <translation>
            <numerusform>%n seiner Ergebnisse war schon im Verlauf.</numerusform>
            <numerusform>%n seiner Ergebnisse waren schon im Verlauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive model whose runs go into the pack.</source>
        <translation>Das Laufwerksmodell, dessen Messungen ins Paket kommen.</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Write the pack to this file.</source>
        <translation>Das Paket in diese Datei schreiben.</translation>
    </message>
    <message>
        <source>The pack&apos;s name (default: the model).</source>
        <translation>Der Name des Pakets (Vorgabe: das Modell).</translation>
    </message>
    <message>
        <source>Who made it (default: the user&apos;s name).</source>
        <translation>Wer es erstellt hat (Vorgabe: der Name des Benutzers).</translation>
    </message>
    <message>
        <source>author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>&apos;history pack&apos; needs --model and --output.</source>
        <translation>&apos;history pack&apos; braucht --model und --output.</translation>
    </message>
    <message>
        <source>The history holds no run measured here of %1.</source>
        <translation>Der Verlauf enthält keine hier gemessene Messung von %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of %1 packed into %2.</source>
        <translation>
            <numerusform>%n Messung von %1 in %2 gepackt.</numerusform>
            <numerusform>%n Messungen von %1 in %2 gepackt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not imported: its signature cannot be checked: %2</source>
        <translation>%1 wird nicht importiert: seine Signatur kann nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>its signature does not match (%1)</source>
        <translation>seine Signatur passt nicht (%1)</translation>
    </message>
    <message>
        <source>Sign the pack with this OpenSSH private key (FILE.sig).</source>
        <translation>Das Paket mit diesem privaten OpenSSH-Schlüssel signieren (DATEI.sig).</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>--sign-key writes FILE.sig beside the pack: give --output FILE.</source>
        <translation>--sign-key schreibt DATEI.sig neben das Paket: --output DATEI angeben.</translation>
    </message>
    <message>
        <source>Signed it: %1</source>
        <translation>Signiert: %1</translation>
    </message>
    <message>
        <source>Peak mode: io_uring as fast as this machine allows, at the price of CPU and of latency precision (a kernel thread polls the submissions; completions are polled where the device has poll queues and reaped several at a time). Tests with more threads than processors are refused. The result names it and what was in effect.</source>
        <translation>Spitzenmodus: io_uring so schnell, wie dieser Rechner es zulässt, auf Kosten von CPU-Zeit und Genauigkeit der Latenz (ein Kernel-Thread fragt die Aufträge ab; Abschlüsse werden abgefragt, wo das Gerät Poll-Queues hat, und mehrere auf einmal abgeholt). Tests mit mehr Threads als Prozessoren werden abgelehnt. Das Ergebnis nennt den Modus und was davon wirksam war.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli certificate verify [--allowed-signers FILE] [--json] CERTIFICATE.pdf

Checks a drive&apos;s certificate as its customer can, with poppler&apos;s and OpenSSH&apos;s programs: that the PDF
carries the test&apos;s result (sektor-result.json) once, that the result&apos;s SHA-256 is the one printed on
page 1, that the figures of its results grid are the ones printed there, row by row, and, when
CERTIFICATE.pdf.sig is beside it, that the signature is good and whose key made it (signed with
&apos;sektor-cli batch --sign-key&apos; or &apos;report --sign-key&apos;). Prints each check on a line.

A certificate is authentic only when it is signed by a key you trust: one in --allowed-signers FILE,
in ~/.config/sektor/allowed_signers or in /etc/xdg/sektor/allowed_signers (ssh-keygen&apos;s allowed
signers format: &apos;principal key&apos; lines). A consistent certificate that is unsigned, or signed by a key
none of them names, may have been made by anyone from an invented result.

  --allowed-signers FILE  The keys whose signatures make a certificate authentic, besides the files
                          above.
  --json                  The checks as JSON on standard output.

Exit codes: 0 authentic, 26 consistent but not authenticated (unsigned, or signed by a key no trust
file names), 23 tampered (the hash, a figure or the signature does not match), 24 not a Sektor
certificate (no attached result), 25 cannot check (pdfdetach, pdftotext or ssh-keygen missing, a file
unreadable), 2 bad arguments, 130/143/129 stopped by a signal.
</source>
        <translation>Aufruf: sektor-cli certificate verify [--allowed-signers DATEI] [--json] PRÜFBERICHT.pdf

Prüft den Prüfbericht eines Laufwerks, wie sein Kunde es kann, mit den Programmen von poppler und
OpenSSH: dass das PDF das Testergebnis einmal enthält (sektor-result.json), dass dessen SHA-256 der
auf Seite 1 gedruckte ist, dass die Werte seiner Ergebnistabelle die dort gedruckten sind, Zeile für
Zeile, und, wenn PRÜFBERICHT.pdf.sig daneben liegt, dass die Signatur gültig ist und wessen Schlüssel
sie erstellt hat (signiert mit &apos;sektor-cli batch --sign-key&apos; oder &apos;report --sign-key&apos;). Gibt jede
Prüfung in einer Zeile aus.

Echt ist ein Prüfbericht nur, wenn ihn ein Schlüssel signiert hat, dem Sie vertrauen: einer in
--allowed-signers DATEI, in ~/.config/sektor/allowed_signers oder in /etc/xdg/sektor/allowed_signers
(das Format allowed signers von ssh-keygen: Zeilen &apos;Name Schlüssel&apos;). Einen stimmigen Prüfbericht, der
nicht signiert ist oder von einem Schlüssel, den keine davon nennt, kann jeder aus einem erfundenen
Ergebnis erstellt haben.

  --allowed-signers DATEI Die Schlüssel, deren Signaturen einen Prüfbericht echt machen, neben den
                          Dateien oben.
  --json                  Die Prüfungen als JSON auf der Standardausgabe.

Exit-Codes: 0 echt, 26 stimmig, aber nicht beglaubigt (nicht signiert oder von einem Schlüssel, den
keine Vertrauensdatei nennt), 23 verändert (Hash, ein Wert oder die Signatur passt nicht), 24 kein
Sektor-Prüfbericht (kein angehängtes Ergebnis), 25 nicht prüfbar (pdfdetach, pdftotext oder
ssh-keygen fehlt, eine Datei ist nicht lesbar), 2 ungültige Argumente, 130/143/129 durch ein Signal
angehalten.
</translation>
    </message>
    <message>
        <source>%1: authentic: made by %2.</source>
        <translation>%1: echt: erstellt von %2.</translation>
    </message>
    <message>
        <source>%1: consistent, but NOT AUTHENTICATED: nothing says who made it (see --allowed-signers).</source>
        <translation>%1: stimmig, aber NICHT BEGLAUBIGT: Nichts sagt, wer ihn erstellt hat (siehe --allowed-signers).</translation>
    </message>
    <message>
        <source>Usage: sektor-cli history &lt;subcommand&gt; [options]

Every run of sektor-cli and of the Sektor window is kept in the history (%1),
unless run with --no-save.

Subcommands:
  list [--drive DRIVE] [--limit N] [--json]   The runs, newest first; DRIVE is an id from
                                              &apos;history drives&apos; or part of a model or serial.
  drives [--json]                             The drives the history knows, with their runs.
  show ID [--json]                            One run&apos;s results.
  compare ID ID... [--unit U] [--markdown]    Runs side by side, with the change against the
                                              first; U is mb (MB/s), gb, iops or us (latency).
  export ID (--json | --csv) [--output FILE]  One run as JSON or CSV, to a file or standard output.
  delete ID...                                Remove runs.
  import [--allowed-signers F] [--allow-unsigned] FILE...
                                              Add results saved as JSON (sektor-cli run --json),
                                              from this or other machines; runs already kept are
                                              recognised and not added twice; reference packs
                                              too, only when signed (FILE.sig) by a key you trust
                                              (in F, ssh-keygen&apos;s allowed_signers, or in
                                              ~/.config/sektor/allowed_signers or
                                              /etc/xdg/sektor/allowed_signers), refused whole when
                                              a hash or the signature does not match; with
                                              --allow-unsigned also packs no trusted key signed,
                                              their results marked as unsigned in the standings.
  pack --model M --output FILE [--name N] [--author A] [--sign-key KEY]
                                              The runs measured here on a drive of model M,
                                              as a reference pack to share, signed with the
                                              OpenSSH private key KEY (FILE.sig).
</source>
        <translation>Aufruf: sektor-cli history &lt;Unterbefehl&gt; [Optionen]

Jede Messung von sektor-cli und des Sektor-Fensters wird im Verlauf gespeichert (%1),
außer mit --no-save.

Unterbefehle:
  list [--drive LAUFWERK] [--limit N] [--json]  Die Messungen, neueste zuerst; LAUFWERK ist eine
                                                ID aus &apos;history drives&apos; oder ein Teil von Modell
                                                oder Seriennummer.
  drives [--json]                               Die bekannten Laufwerke mit ihren Messungen.
  show ID [--json]                              Die Ergebnisse einer Messung.
  compare ID ID... [--unit E] [--markdown]      Messungen nebeneinander, mit der Änderung gegenüber
                                                der ersten; E ist mb (MB/s), gb, iops oder us (Latenz).
  export ID (--json | --csv) [--output DATEI]   Eine Messung als JSON oder CSV, in eine Datei oder
                                                auf die Standardausgabe.
  delete ID...                                  Messungen entfernen.
  import [--allowed-signers L] [--allow-unsigned] DATEI...
                                                Als JSON gespeicherte Ergebnisse hinzufügen
                                                (sektor-cli run --json), von diesem oder anderen
                                                Rechnern; bereits gespeicherte Messungen werden
                                                erkannt und nicht doppelt hinzugefügt; auch
                                                Referenzpakete, nur wenn ein Schlüssel sie
                                                signiert hat (DATEI.sig), dem Sie vertrauen (in L,
                                                allowed_signers von ssh-keygen, oder in
                                                ~/.config/sektor/allowed_signers oder
                                                /etc/xdg/sektor/allowed_signers), ganz abgelehnt,
                                                wenn ein Hash oder die Signatur nicht passt; mit
                                                --allow-unsigned auch Pakete, die kein
                                                vertrauenswürdiger Schlüssel signiert hat, ihre
                                                Ergebnisse in den Einordnungen als unsigniert
                                                gekennzeichnet.
  pack --model M --output DATEI [--name N] [--author A] [--sign-key SCHLÜSSEL]
                                                Die hier durchgeführten Messungen auf einem Laufwerk
                                                des Modells M als Referenzpaket zum Teilen, signiert
                                                mit dem privaten OpenSSH-Schlüssel SCHLÜSSEL
                                                (DATEI.sig).
</translation>
    </message>
    <message>
        <source>%1 is imported unsigned (%2): its results are marked so wherever they count.</source>
        <translation>%1 wird unsigniert importiert (%2): Seine Ergebnisse sind überall, wo sie zählen, so gekennzeichnet.</translation>
    </message>
    <message>
        <source>%1, so nothing says who made its results; give --allow-unsigned to import it anyway, marked as unsigned</source>
        <translation>%1, also sagt nichts, wer seine Ergebnisse erstellt hat; mit --allow-unsigned wird es trotzdem importiert, als unsigniert gekennzeichnet</translation>
    </message>
    <message>
        <source>it is not signed: no %1</source>
        <translation>es ist nicht signiert: kein %1</translation>
    </message>
    <message>
        <source>%1: signed by %2 (%3).</source>
        <translation>%1: signiert von %2 (%3).</translation>
    </message>
    <message>
        <source>it is signed by the key %1, which no trusted key list names</source>
        <translation>es ist mit dem Schlüssel %1 signiert, den keine Liste vertrauenswürdiger Schlüssel nennt</translation>
    </message>
    <message>
        <source>Trust the keys of this list to sign reference packs.</source>
        <translation>Den Schlüsseln dieser Liste beim Signieren von Referenzpaketen vertrauen.</translation>
    </message>
    <message>
        <source>Import reference packs no trusted key signed too, marked as unsigned.</source>
        <translation>Auch Referenzpakete importieren, die kein vertrauenswürdiger Schlüssel signiert hat, als unsigniert gekennzeichnet.</translation>
    </message>
    <message>
        <source>Usage: sektor-cli station --profile PROFILE [--chain P1,P2,...] --report-dir FOLDER [options]

Waits for drives to be plugged in (the kernel&apos;s device events) and tests each new whole drive:
runs the profile and then each profile of the chain on it, one after another, and writes each
one&apos;s certificate (PDF, HTML) and result (JSON) into the folder as a batch does. Drives on
separate controllers or buses are tested side by side, drives sharing one in turn. It never takes
the system disk, a drive with a mounted filesystem, a drive held by another device or one in
RAM; loop devices count as drives, but a chain that writes leaves them alone unless
--include-loop-devices is given. Drives present when it starts are left alone unless
--take-present is given. Every event (appeared, left alone and why, started, step, finished with
its verdict, flagged, powered off, removed) is printed with its time and written to
FOLDER/station.log. A drive removed during its test keeps what finished, flagged &quot;removed during
the test&quot;; the station goes on. It runs until Ctrl-C or SIGTERM, which cancel the drives in
progress and keep what they finished.

  --profile PROFILE           The first profile each drive gets (see &apos;sektor-cli profiles&apos;).
  --chain P1,P2,...           Profiles run after it, in this order (or the only ones, without
                              --profile); a profile that does not finish ends the drive&apos;s chain.
  --report-dir FOLDER         Where the certificates, results and station.log go.
  --destroy-new-drives        Consent to write tests on every new drive the station takes: all
                              data on them is destroyed. A chain that writes runs only with it;
                              its scope is printed and logged at the start.
  --include-loop-devices      With a chain that writes: take loop devices too, only those over a
                              file of the user the station runs as (never another user&apos;s disk
                              image attached with losetup or udisksctl).
  --power-off                 Power each drive off through udisks2 when its chain ended, where
                              udisks2 runs and can (logged either way).
  --take-present              Also take the eligible drives present at the start.
  --sign-key KEY              Sign each certificate with this OpenSSH private key (one without a
                              passphrase): FILE.pdf.sig, which &apos;certificate verify&apos; checks.
  --operator NAME, --customer NAME
                              Who tested the drives, and for whom: printed on every certificate.
  --json-log                  Log JSON lines (time, event, device, message, ...) instead of text.

The test options are those of &apos;sektor-cli run&apos; (see &apos;sektor-cli run --help&apos;), for every profile of
the chain, except --json, --allow-destroy-data and --resume.

Exit codes: 129, 130 or 143 stopped by a signal (its normal end), 1 the device events cannot be
received, 2 bad arguments or report folder, 10 a chain that writes without --destroy-new-drives,
15 station.log cannot be written.
</source>
        <translation>Aufruf: sektor-cli station --profile PROFIL [--chain P1,P2,...] --report-dir ORDNER [Optionen]

Wartet darauf, dass Laufwerke angeschlossen werden (die Geräteereignisse des Kernels), und testet
jedes neue ganze Laufwerk: führt das Profil und danach jedes Profil der Kette darauf aus, eines
nach dem anderen, und schreibt jeweils den Prüfbericht (PDF, HTML) und das Ergebnis (JSON) in den
Ordner, wie es eine Serie tut. Laufwerke an getrennten Controllern oder Bussen werden gleichzeitig
getestet, solche an einem gemeinsamen nacheinander. Das Systemlaufwerk, ein Laufwerk mit
eingehängtem Dateisystem, ein von einem anderen Gerät belegtes oder eines im Arbeitsspeicher
übernimmt sie nie; Loop-Geräte zählen als Laufwerke, doch eine Kette, die schreibt, lässt sie
unangetastet, außer mit --include-loop-devices. Beim Start vorhandene Laufwerke bleiben
unangetastet, außer mit --take-present. Jedes Ereignis (erschienen, nicht angerührt und warum,
gestartet, Schritt, fertig mit Urteil, markiert, ausgeschaltet, entfernt) wird mit seiner Zeit
ausgegeben und in ORDNER/station.log geschrieben. Ein während seines Tests entferntes Laufwerk
behält, was fertig wurde, markiert mit &quot;während des Tests entfernt&quot;; die Station macht weiter. Sie
läuft bis Strg+C oder SIGTERM, die die laufenden Laufwerke abbrechen und behalten, was sie fertig
haben.

  --profile PROFIL            Das erste Profil, das jedes Laufwerk bekommt (siehe &apos;sektor-cli profiles&apos;).
  --chain P1,P2,...           Danach ausgeführte Profile, in dieser Reihenfolge (oder die einzigen,
                              ohne --profile); ein Profil, das nicht fertig wird, beendet die
                              Kette des Laufwerks.
  --report-dir ORDNER         Wohin Prüfberichte, Ergebnisse und station.log kommen.
  --destroy-new-drives        Zustimmung zu Schreibtests auf jedem neuen Laufwerk, das die Station
                              übernimmt: alle Daten darauf werden vernichtet. Eine Kette, die
                              schreibt, läuft nur damit; ihr Umfang wird beim Start ausgegeben
                              und protokolliert.
  --include-loop-devices      Mit einer Kette, die schreibt: auch Loop-Geräte übernehmen, nur die
                              über einer Datei des Benutzers, als der die Station läuft (nie das
                              mit losetup oder udisksctl eingehängte Plattenabbild eines anderen).
  --power-off                 Jedes Laufwerk nach seiner Kette über udisks2 ausschalten, wo
                              udisks2 läuft und es kann (so oder so protokolliert).
  --take-present              Auch die beim Start vorhandenen geeigneten Laufwerke übernehmen.
  --sign-key SCHLÜSSEL        Jeden Prüfbericht mit diesem privaten OpenSSH-Schlüssel (ohne
                              Passphrase) signieren: DATEI.pdf.sig, die &apos;certificate verify&apos; prüft.
  --operator NAME, --customer NAME
                              Wer die Laufwerke getestet hat und für wen: auf jedem Prüfbericht.
  --json-log                  JSON-Zeilen protokollieren (time, event, device, message, ...)
                              statt Text.

Die Testoptionen sind die von &apos;sektor-cli run&apos; (siehe &apos;sektor-cli run --help&apos;), für jedes Profil
der Kette, außer --json, --allow-destroy-data und --resume.

Exit-Codes: 129, 130 oder 143 durch ein Signal angehalten (ihr normales Ende), 1 die
Geräteereignisse lassen sich nicht empfangen, 2 ungültige Argumente oder Berichtsordner, 10 eine
Kette, die schreibt, ohne --destroy-new-drives, 15 station.log nicht schreibbar.
</translation>
    </message>
    <message>
        <source>Usage: sektor-cli batch [options] TARGET...

Runs one profile on several drives in turn (directories or block devices), keeps every result in the
history and ends with a summary. It flags each drive measured more than 20 % below the median of the
drives of the same model in the batch (and below it by more than their runs varied), once a second
measurement of those figures confirms it; each drive that reports a health problem, and each drive
that did not finish. A drive that fails does not stop the others; Ctrl-C stops the batch and keeps the
drives that finished.

  --report-dir FOLDER         Write a certificate per drive (PDF and HTML) with its results as JSON,
                              named by its serial number and the date (never over another file),
                              and the summary (PDF, HTML and text) into this folder.
  --operator NAME, --customer NAME
                              Who tested the drives, and for whom: printed on every report.
  --sign-key KEY              Sign each drive&apos;s certificate with this OpenSSH private key (one
                              without a passphrase, or held by ssh-agent): FILE.pdf.sig beside it,
                              which &apos;sektor-cli certificate verify&apos; and ssh-keygen -Y verify check.
  --allow-destroy-data DEVICE Allow write tests on this block device; give it once for each device.

The test options are those of &apos;sektor-cli run&apos; (see &apos;sektor-cli run --help&apos;), except --json: use
--report-dir.

Exit codes: 0 every drive finished (and passed, where its profile gives a verdict), 27 a drive&apos;s
verdict is FAIL, 22 one or more drives did not finish (the summary says why), 28 or 29 the worst
verdict of the others is ATTENTION or none, 129, 130 or 143 stopped by a signal; bad arguments give
those of &apos;sektor-cli run&apos;.
</source>
        <translation>Aufruf: sektor-cli batch [Optionen] ZIEL...

Misst mehrere Laufwerke nacheinander mit einem Profil (Verzeichnisse oder Blockgeräte), behält jedes
Ergebnis im Verlauf und endet mit einer Zusammenfassung. Sie markiert jedes Laufwerk, das mehr als 20 %
unter dem Median der Laufwerke desselben Modells in der Serie gemessen wurde (und mehr darunter, als
deren Durchläufe schwankten), sobald eine zweite Messung dieser Werte es bestätigt; jedes Laufwerk, das
ein Zustandsproblem meldet, und jedes, das nicht fertig wurde. Ein Laufwerk, das scheitert, hält die
anderen nicht auf; Strg+C stoppt die Serie und behält die fertigen Laufwerke.

  --report-dir ORDNER         Einen Prüfbericht je Laufwerk (PDF und HTML) mit seinen Ergebnissen als
                              JSON, benannt nach Seriennummer und Datum (nie über eine andere Datei),
                              und die Zusammenfassung (PDF, HTML und Text) in diesen Ordner schreiben.
  --operator NAME, --customer NAME
                              Wer die Laufwerke geprüft hat und für wen: steht auf jedem Bericht.
  --sign-key SCHLÜSSEL        Jeden Prüfbericht mit diesem privaten OpenSSH-Schlüssel signieren (einem
                              ohne Passphrase oder einem im ssh-agent): DATEI.pdf.sig daneben, die
                              &apos;sektor-cli certificate verify&apos; und ssh-keygen -Y verify prüfen.
  --allow-destroy-data GERÄT  Schreibtests auf diesem Blockgerät erlauben; einmal je Gerät angeben.

Die Testoptionen sind die von &apos;sektor-cli run&apos; (siehe &apos;sektor-cli run --help&apos;), außer --json:
verwenden Sie --report-dir.

Exit-Codes: 0 jedes Laufwerk fertig (und bestanden, wo sein Profil ein Urteil gibt), 27 das Urteil
eines Laufwerks ist FEHLER, 22 eines oder mehrere Laufwerke wurden nicht fertig (die Zusammenfassung
sagt, warum), 28 oder 29 das schlechteste Urteil der übrigen ist ACHTUNG oder keines, 129, 130 oder
143 durch ein Signal gestoppt; ungültige Argumente ergeben die von &apos;sektor-cli run&apos;.
</translation>
    </message>
    <message>
        <source>Usage: sektor-cli &lt;command&gt; [options]

Commands:
  run [options] TARGET   Benchmark a directory (test file) or a block device.
  batch [options] TARGET...
                         Run one profile on several drives in turn, with a summary that flags
                         the weak ones; &apos;sektor-cli batch --help&apos; says more.
  station --profile P --report-dir FOLDER [options]
                         Test each drive plugged in from now on and write its certificate;
                         &apos;sektor-cli station --help&apos; says more.
  report [options] RESULT.json...
                         The same summary and certificates from result files, e.g. a fleet&apos;s.
  certificate verify FILE.pdf
                         Check a certificate: its attached result, printed hash, figures and
                         signature; &apos;sektor-cli certificate --help&apos; says more.
  profiles               List the test profiles.
  drives [--json]        List the drives, their mount points and which hold the system.
  history SUBCOMMAND     List, show, compare, export, delete and import past runs;
                         &apos;sektor-cli history --help&apos; lists the subcommands.

Options:
  -h, --help             Show this help; &apos;sektor-cli run --help&apos; shows the test options.
  -v, --version          Show the version.

Exit codes: 0 success, 2 bad arguments, 3 target not found, 4 not a directory or block device,
5 permission denied, 6 read-only, 7 not enough free space, 8 device needs root, 9 device busy,
10 writes not confirmed, 11 unsupported on this target, 12 out of space during the test,
13 I/O error, 14 a process, task or memory limit reached, 15 result file not written,
16 block-device helper unavailable, 17 not authorized, 18 helper busy, 19 history unavailable,
20 no such run in the history, 21 not a Sektor result file, 22 not every drive of a batch finished,
23 certificate or reference pack tampered, 24 not a Sektor certificate,
25 certificate or signature cannot be checked, 26 certificate not authenticated,
27 the run&apos;s verdict is FAIL (or FAKE, DAMAGED), 28 it is ATTENTION,
29 the run reached no verdict (UNKNOWN, NO VERDICT), 129 hung up (SIGHUP),
130 interrupted (Ctrl-C), 143 terminated.
</source>
        <translation>Aufruf: sektor-cli &lt;Befehl&gt; [Optionen]

Befehle:
  run [Optionen] ZIEL    Ein Verzeichnis (Testdatei) oder ein Blockgerät messen.
  batch [Optionen] ZIEL...
                         Mehrere Laufwerke nacheinander mit einem Profil messen, mit einer
                         Zusammenfassung, die die schwachen markiert; &apos;sektor-cli batch --help&apos; sagt mehr.
  station --profile P --report-dir ORDNER [Optionen]
                         Jedes ab jetzt angeschlossene Laufwerk testen und seinen Prüfbericht
                         schreiben; &apos;sektor-cli station --help&apos; sagt mehr.
  report [Optionen] ERGEBNIS.json...
                         Dieselbe Zusammenfassung und Prüfberichte aus Ergebnisdateien, etwa einer Flotte.
  certificate verify DATEI.pdf
                         Einen Prüfbericht prüfen: angehängtes Ergebnis, gedruckter Hash, Werte und
                         Signatur; &apos;sektor-cli certificate --help&apos; sagt mehr.
  profiles               Die Testprofile auflisten.
  drives [--json]        Die Laufwerke, ihre Einhängepunkte und die Systemlaufwerke auflisten.
  history UNTERBEFEHL    Frühere Messungen auflisten, zeigen, vergleichen, exportieren, löschen
                         und importieren; &apos;sektor-cli history --help&apos; nennt die Unterbefehle.

Optionen:
  -h, --help             Diese Hilfe anzeigen; &apos;sektor-cli run --help&apos; zeigt die Testoptionen.
  -v, --version          Die Version anzeigen.

Exit-Codes: 0 Erfolg, 2 ungültige Argumente, 3 Ziel nicht gefunden, 4 weder Verzeichnis noch
Blockgerät, 5 Zugriff verweigert, 6 schreibgeschützt, 7 zu wenig freier Speicher, 8 Gerät braucht
Root-Rechte, 9 Gerät belegt, 10 Schreiben nicht bestätigt, 11 auf diesem Ziel nicht möglich,
12 Speicher während des Tests voll, 13 I/O-Fehler, 14 Grenze für Prozesse, Tasks oder
Arbeitsspeicher erreicht, 15 Ergebnisdatei nicht geschrieben, 16 Hilfsprogramm für Blockgeräte
nicht verfügbar, 17 nicht autorisiert, 18 Hilfsprogramm belegt, 19 Verlauf nicht verfügbar,
20 keine solche Messung im Verlauf, 21 keine Sektor-Ergebnisdatei, 22 nicht jedes Laufwerk einer
Serie fertig, 23 Prüfbericht oder Referenzpaket verändert, 24 kein Sektor-Prüfbericht,
25 Prüfbericht oder Signatur nicht prüfbar, 26 Prüfbericht nicht authentifiziert,
27 das Urteil der Messung ist FEHLER (oder FAKE, DAMAGED), 28 es ist ACHTUNG,
29 die Messung kam zu keinem Urteil (UNBEKANNT, NO VERDICT), 129 Verbindung beendet (SIGHUP),
130 abgebrochen (Strg+C), 143 beendet.
</translation>
    </message>
</context>
</TS>
