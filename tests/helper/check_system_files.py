#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Checks the helper's system files against the rules of design §5: the bus policy names our
destination in every rule and lets only root own the name; the polkit actions have the required
defaults, never "yes", and every text in English, German and Portuguese; activation runs the
helper as root; the bus policy, the protocol header and the interface XML name the same interface,
and a policy rule that names members names only members the XML has.
Usage: check_system_files.py HELPER_DATA_DIR CONFIGURED_SERVICE_FILE INTERFACE_XML PROTOCOL_HEADER"""
import re
import sys
import xml.etree.ElementTree as ET

SERVICE = "io.github.sektor.Helper"
INTERFACE = "io.github.sektor.Helper1"
problems = []


def check_bus_policy(path):
    root = ET.parse(path).getroot()
    for policy in root.iter("policy"):
        for rule in policy:
            attrs = rule.attrib
            if "own" in attrs:
                if attrs["own"] != SERVICE or policy.get("user") != "root" or rule.tag != "allow":
                    problems.append(f"{path}: only root may own {SERVICE}: {attrs}")
                continue
            if attrs.get("send_destination") != SERVICE:
                problems.append(f"{path}: rule without our destination: {rule.tag} {attrs}")
            if rule.tag == "allow" and "send_interface" not in attrs:
                problems.append(f"{path}: allow rule without an interface: {attrs}")


def texts(element, tag):
    langs = {}
    for node in element.findall(tag):
        langs[node.get("{http://www.w3.org/XML/1998/namespace}lang", "en")] = (node.text or "").strip()
    return langs


def check_polkit_actions(path):
    root = ET.parse(path).getroot()
    actions = {a.get("id"): a for a in root.iter("action")}
    expected = {
        "io.github.sektor.benchmark-read": ("auth_admin", "auth_admin", "auth_admin_keep"),
        "io.github.sektor.benchmark-write": ("auth_admin", "auth_admin", "auth_admin"),
        # A drive's own test of all of itself: never kept, as a right to read a part of it must not reach it.
        "io.github.sektor.drive-selftest": ("auth_admin", "auth_admin", "auth_admin"),
    }
    if set(actions) != set(expected):
        problems.append(f"{path}: actions are {sorted(actions)}, expected {sorted(expected)}")
    for action_id, defaults in expected.items():
        action = actions.get(action_id)
        if action is None:
            continue
        d = action.find("defaults")
        got = tuple((d.findtext(k) or "").strip() for k in ("allow_any", "allow_inactive", "allow_active"))
        if got != defaults:
            problems.append(f"{action_id}: defaults {got}, expected {defaults}")
        for tag in ("description", "message"):
            langs = texts(action, tag)
            for lang in ("en", "de", "pt", "pt_BR"):
                if not langs.get(lang):
                    problems.append(f"{action_id}: no {tag} in {lang}")
        named = {"io.github.sektor.benchmark-write": ["$(drive)"],
                 "io.github.sektor.drive-selftest": ["$(drive)", "$(test)"]}.get(action_id, [])
        for lang, message in texts(action, "message").items():
            for key in named:
                if key not in message:
                    problems.append(f"{action_id}: the {lang} message does not name {key}")
        if action_id.endswith("write"):
            if "DESTROYED" not in texts(action, "message").get("en", ""):
                problems.append(f"{action_id}: the message must say the data will be destroyed")


def check_service(path):
    keys = dict(line.split("=", 1) for line in open(path).read().splitlines() if "=" in line and not line.startswith("#"))
    if keys.get("Name") != SERVICE or keys.get("User") != "root" or not keys.get("Exec", "").startswith("/"):
        problems.append(f"{path}: needs Name={SERVICE}, User=root and an absolute Exec: {keys}")


def check_interface(xml_path, policy_path, header_path):
    interfaces = ET.parse(xml_path).getroot().findall("interface")
    if [i.get("name") for i in interfaces] != [INTERFACE]:
        problems.append(f"{xml_path}: must describe exactly {INTERFACE}")
        return
    members = {m.get("name") for m in interfaces[0] if m.tag in ("method", "signal")}
    header = open(header_path).read()
    for constant, value in (("Interface", INTERFACE), ("Service", SERVICE)):
        if not re.search(rf'\b{constant}\[\] = "{re.escape(value)}"', header):
            problems.append(f"{header_path}: {constant} is not {value}")
    for rule in ET.parse(policy_path).getroot().iter():
        interface = rule.get("send_interface")
        if interface and interface.startswith("io.github.sektor") and interface != INTERFACE:
            problems.append(f"{policy_path}: names {interface}, the XML has {INTERFACE}")
        member = rule.get("send_member")
        if member and interface == INTERFACE and member not in members:
            problems.append(f"{policy_path}: names {member}, which {xml_path} does not have")


data_dir, service_file, interface_xml, protocol_header = sys.argv[1:5]
check_interface(interface_xml, f"{data_dir}/io.github.sektor.Helper.conf", protocol_header)
check_bus_policy(f"{data_dir}/io.github.sektor.Helper.conf")
check_polkit_actions(f"{data_dir}/io.github.sektor.policy")
check_service(service_file)
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
